//! SGF game records: reading the main line of a Go game into a [`GameRecord`] and writing one
//! back out.
//!
//! Reading goes through the `sgf-parse` crate; this module only interprets the result. Only
//! the first game tree of a collection is read, and of that only the main line (the first
//! child at every branch). What a record keeps: board size, komi, handicap, ruleset name,
//! result, setup stones placed before the first move, the player to move after the setup, and
//! the moves themselves. Everything else (comments, markup, player names, timing) is ignored
//! on reading and not written.
//!
//! Coordinates: SGF names a point by column letter (`a` = leftmost) and row letter counted from
//! the **top**, while [`Vertex`] counts rows from the bottom, so `y = size - 1 - row`. A pass is
//! `B[]`; on boards up to 19×19 `B[tt]` is read as a pass too. [`write`] always writes passes as
//! `B[]`.
//!
//! Round trip: `read(&write(&rec)) == Ok(rec)` for any record whose size is in `2..=25`, whose
//! points are all on the board, whose setup lists are sorted and free of duplicates (that is how
//! [`read`] returns them), whose komi is `Some` finite value (`None` is written as `KM[0]` and
//! so reads back as `Some(0.0)`) and whose text values contain no whitespace other
//! than plain spaces (SGF SimpleText turns line breaks and tabs into spaces).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use sgf_parse::SgfNode;
use sgf_parse::go::{self, Point, Prop};

use crate::board::{Color, MAX_SIZE, MIN_SIZE, Move, Vertex};

/// A Go game as far as the engine cares: the position's setup and the moves that followed.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    /// Board side (the board is always square).
    pub size: usize,
    /// `KM`, if the record states one.
    pub komi: Option<f32>,
    /// `HA`, or 0 if absent.
    pub handicap: usize,
    /// `RU`, the ruleset name as written.
    pub rules: Option<String>,
    /// Black stones placed before the first move (`AB`), sorted.
    pub setup_black: Vec<Vertex>,
    /// White stones placed before the first move (`AW`), sorted.
    pub setup_white: Vec<Vertex>,
    /// The main line, in order; colours need not alternate.
    pub moves: Vec<(Color, Move)>,
    /// `PL`: who moves first after the setup, if stated.
    pub player_to_move: Option<Color>,
    /// `RE`, the result as written (e.g. `B+R`, `W+3.5`).
    pub result: Option<String>,
}

impl GameRecord {
    /// An empty record for a `size`×`size` board: no komi, no handicap, no stones, no moves.
    pub fn new(size: usize) -> GameRecord {
        GameRecord {
            size,
            komi: None,
            handicap: 0,
            rules: None,
            setup_black: Vec::new(),
            setup_white: Vec::new(),
            moves: Vec::new(),
            player_to_move: None,
            result: None,
        }
    }
}

/// Board size when the root has no `SZ`.
const DEFAULT_SIZE: usize = 19;

/// Longest chain of nodes (root to leaf, across variations) we let `sgf-parse` build. Its trees
/// are dropped recursively, so a pathologically deep file would overflow the stack; real games
/// stay far below this.
const MAX_DEPTH: usize = 5000;

/// Moves per line in [`write`]'s output.
const MOVES_PER_LINE: usize = 10;

/// Reads the first game of an SGF collection: root properties, setup, and the main line.
///
/// Errors (never panics) on text that is not SGF, a game that is not Go, a non-square board or a
/// size outside `2..=25`, malformed or off-board points, and setup stones (`AB`/`AW`/`AE`) after
/// the first move.
pub fn read(text: &str) -> Result<GameRecord, String> {
    check_depth(text)?;
    let trees = sgf_parse::parse(text)
        .or_else(|e| sgf_parse::parse(&without_lowercase_identifiers(text)).map_err(|_| e))
        .map_err(|e| format!("not a valid SGF file: {e}"))?;
    let tree = trees
        .into_iter()
        .next()
        .ok_or_else(|| "the SGF file holds no game".to_string())?;
    let root = tree
        .into_go_node()
        .map_err(|_| "the SGF game is not a Go game (GM is not 1)".to_string())?;

    let mut reader = Reader {
        rec: GameRecord::new(root_size(&root)?),
        black: BTreeSet::new(),
        white: BTreeSet::new(),
    };
    let mut node = Some(&root);
    let mut is_root = true;
    while let Some(current) = node {
        reader.node(current, is_root)?;
        node = current.children.first();
        is_root = false;
    }
    let Reader {
        mut rec,
        black,
        white,
    } = reader;
    rec.setup_black = black.into_iter().collect();
    rec.setup_white = white.into_iter().collect();
    Ok(rec)
}

/// `text` read leniently, for files the strict parser refuses: the lower-case letters of
/// property identifiers are dropped (FF\[3\] and older files may spell an identifier with them,
/// `CoPyright` for `CP` as NNGS wrote, which FF\[4\] readers ignore) and whatever follows the
/// last closing parenthesis is cut (server footers such as `---`). Property values are kept as
/// they are.
fn without_lowercase_identifiers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut in_value, mut escaped, mut end) = (false, false, 0);
    for ch in text.chars() {
        if in_value {
            out.push(ch);
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch == ']' {
                in_value = false;
            }
        } else if ch == '[' {
            in_value = true;
            out.push(ch);
        } else if !ch.is_ascii_lowercase() {
            out.push(ch);
            if ch == ')' {
                end = out.len();
            }
        }
    }
    out.truncate(end);
    out
}

/// Writes `rec` as a one-game SGF FF\[4\] collection, ending in a newline.
///
/// The root carries `GM`, `FF`, `CA`, `AP`, `SZ`, `KM` (0 if unknown), then `HA` (if non-zero),
/// `RU`, `RE`, `AB`, `AW` and `PL` (each if present); each move gets its own node. Vertices
/// that do not fit the record's size are written as unreadable points rather than silently
/// moved, so [`read`] rejects the result.
pub fn write(rec: &GameRecord) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:{}]SZ[{}]KM[{}]",
        escape_text(env!("CARGO_PKG_VERSION")),
        rec.size,
        komi_text(rec.komi.unwrap_or(0.0)),
    );
    if rec.handicap > 0 {
        let _ = write!(out, "HA[{}]", rec.handicap);
    }
    if let Some(rules) = &rec.rules {
        let _ = write!(out, "RU[{}]", escape_text(rules));
    }
    if let Some(result) = &rec.result {
        let _ = write!(out, "RE[{}]", escape_text(result));
    }
    for (name, stones) in [("AB", &rec.setup_black), ("AW", &rec.setup_white)] {
        if !stones.is_empty() {
            out.push_str(name);
            for &v in stones {
                let _ = write!(out, "[{}]", point_text(v, rec.size));
            }
        }
    }
    if let Some(color) = rec.player_to_move {
        let _ = write!(out, "PL[{}]", color.letter());
    }
    for (i, &(color, mv)) in rec.moves.iter().enumerate() {
        if i % MOVES_PER_LINE == 0 {
            out.push('\n');
        }
        let value = match mv {
            Move::Pass => String::new(),
            Move::Play(v) => point_text(v, rec.size),
        };
        let _ = write!(out, ";{}[{value}]", color.letter());
    }
    out.push_str(")\n");
    out
}

/// Interprets the nodes of the main line one by one.
struct Reader {
    rec: GameRecord,
    black: BTreeSet<Vertex>,
    white: BTreeSet<Vertex>,
}

impl Reader {
    /// Applies one node: game info first, then setup (`AE` before `AB`/`AW`), then moves, so a
    /// node holding both setup and a move sets up before it plays.
    fn node(&mut self, node: &SgfNode<Prop>, is_root: bool) -> Result<(), String> {
        for prop in &node.properties {
            self.info(prop, is_root)?;
        }
        for prop in &node.properties {
            if let Prop::AE(points) = prop {
                self.check_setup_allowed()?;
                for &p in points {
                    let v = self.vertex(p)?;
                    self.black.remove(&v);
                    self.white.remove(&v);
                }
            }
        }
        for prop in &node.properties {
            let (points, color) = match prop {
                Prop::AB(points) => (points, Color::Black),
                Prop::AW(points) => (points, Color::White),
                _ => continue,
            };
            self.check_setup_allowed()?;
            for &p in points {
                let v = self.vertex(p)?;
                let (mine, theirs) = match color {
                    Color::Black => (&mut self.black, &mut self.white),
                    Color::White => (&mut self.white, &mut self.black),
                };
                theirs.remove(&v);
                mine.insert(v);
            }
        }
        for prop in &node.properties {
            let (mv, color) = match prop {
                Prop::B(mv) => (mv, Color::Black),
                Prop::W(mv) => (mv, Color::White),
                _ => continue,
            };
            let mv = self.game_move(*mv)?;
            self.rec.moves.push((color, mv));
        }
        Ok(())
    }

    /// Game-info and root properties, plus `PL`; also rejects malformed properties we rely on.
    fn info(&mut self, prop: &Prop, is_root: bool) -> Result<(), String> {
        match prop {
            Prop::SZ(_) if !is_root => {
                return Err("SZ may only appear in the root node".to_string());
            }
            Prop::KM(komi) => self.rec.komi = Some(komi_value(*komi)?),
            Prop::HA(handicap) => self.rec.handicap = self.handicap_value(*handicap)?,
            Prop::RU(text) => self.rec.rules = Some(simple_text(&text.text)),
            Prop::RE(text) => self.rec.result = Some(simple_text(&text.text)),
            // PL after the first move describes nothing a record can hold; ignore it.
            Prop::PL(color) if self.rec.moves.is_empty() => {
                self.rec.player_to_move = Some(match color {
                    sgf_parse::Color::Black => Color::Black,
                    sgf_parse::Color::White => Color::White,
                });
            }
            // sgf-parse refuses HA below 2, but HA[0] and HA[1] occur in the wild.
            Prop::Invalid(id, values) if id == "HA" => {
                let handicap = match values.as_slice() {
                    [value] => value.trim().parse::<i64>().ok(),
                    _ => None,
                };
                match handicap {
                    Some(handicap) => self.rec.handicap = self.handicap_value(handicap)?,
                    None => return Err(malformed(id, values)),
                }
            }
            Prop::Invalid(id, values)
                if ["B", "W", "AB", "AW", "AE", "PL", "SZ", "KM", "RU", "RE"]
                    .contains(&id.as_str()) =>
            {
                return Err(malformed(id, values));
            }
            _ => {}
        }
        Ok(())
    }

    fn check_setup_allowed(&self) -> Result<(), String> {
        if self.rec.moves.is_empty() {
            Ok(())
        } else {
            Err("setup stones after the first move are not supported".to_string())
        }
    }

    fn handicap_value(&self, handicap: i64) -> Result<usize, String> {
        let size = self.rec.size;
        usize::try_from(handicap)
            .ok()
            .filter(|&h| h <= size * size)
            .ok_or_else(|| format!("handicap {handicap} is impossible on a {size}x{size} board"))
    }

    /// A move value: empty is a pass, and so is `tt` on boards up to 19×19.
    fn game_move(&self, mv: go::Move) -> Result<Move, String> {
        match mv {
            go::Move::Pass => Ok(Move::Pass),
            go::Move::Move(Point { x: 19, y: 19 }) if self.rec.size <= 19 => Ok(Move::Pass),
            go::Move::Move(p) => self.vertex(p).map(Move::Play),
        }
    }

    /// Converts an SGF point (row from the top) to a vertex (row from the bottom).
    fn vertex(&self, p: Point) -> Result<Vertex, String> {
        let size = self.rec.size;
        let (x, y) = (usize::from(p.x), usize::from(p.y));
        if x < size && y < size {
            Ok(Vertex::new(p.x, (size - 1 - y) as u8))
        } else {
            Err(format!(
                "point {}{} is off the {size}x{size} board",
                coord_char(x),
                coord_char(y)
            ))
        }
    }
}

/// The root's `SZ`, validated; 19 if absent.
fn root_size(root: &SgfNode<Prop>) -> Result<usize, String> {
    for prop in &root.properties {
        match prop {
            Prop::SZ((cols, rows)) => {
                if cols != rows {
                    return Err(format!(
                        "non-square boards are not supported (SZ[{cols}:{rows}])"
                    ));
                }
                let size = usize::from(*cols);
                if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
                    return Err(format!(
                        "board size {size} is not supported (must be {MIN_SIZE} to {MAX_SIZE})"
                    ));
                }
                return Ok(size);
            }
            Prop::Invalid(id, values) if id == "SZ" => return Err(malformed(id, values)),
            _ => {}
        }
    }
    Ok(DEFAULT_SIZE)
}

fn komi_value(komi: f64) -> Result<f32, String> {
    let k = komi as f32;
    if k.is_finite() {
        Ok(k)
    } else {
        Err(format!("komi {komi} is not a usable number"))
    }
}

/// The shortest text for `komi` that reads back as the same `f32` (`7.5`, `0`, `-3`).
fn komi_text(komi: f32) -> String {
    if !komi.is_finite() {
        return "0".to_string();
    }
    let short = komi.to_string();
    // Reading goes through f64; make sure the double rounding cannot bite.
    if short.parse::<f64>().map(|k| k as f32) == Ok(komi) {
        short
    } else {
        f64::from(komi).to_string()
    }
}

fn malformed(id: &str, values: &[String]) -> String {
    let shown: String = values.join("][").chars().take(40).collect();
    format!("malformed SGF property {id}[{shown}]")
}

/// SimpleText as `sgf-parse`'s lexer leaves it (escapes already removed): every whitespace
/// character becomes a space, a CR LF / LF CR pair a single one.
fn simple_text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            if let Some(&next) = chars.peek()
                && ((c == '\r' && next == '\n') || (c == '\n' && next == '\r'))
            {
                chars.next();
            }
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

/// A SimpleText value ready to go between brackets.
fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in simple_text(text).chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// SGF coordinate letter for 0..52 (`a`..`z`, `A`..`Z`); `?` (unreadable) beyond.
fn coord_char(i: usize) -> char {
    match u8::try_from(i) {
        Ok(i @ 0..26) => char::from(b'a' + i),
        Ok(i @ 26..52) => char::from(b'A' + (i - 26)),
        _ => '?',
    }
}

/// The SGF point for `v` on a `size` board; unreadable (`?`) parts if `v` is off the board.
fn point_text(v: Vertex, size: usize) -> String {
    let x = usize::from(v.x);
    let y = usize::from(v.y);
    let col = if x < size { coord_char(x) } else { '?' };
    let row = if y < size {
        coord_char(size - 1 - y)
    } else {
        '?'
    };
    format!("{col}{row}")
}

/// Rejects files whose node chains are deeper than [`MAX_DEPTH`], before `sgf-parse` builds
/// them. Tokenizes the way `sgf-parse`'s lexer does: outside values, `(`, `)` and `;` are
/// structure, whitespace is skipped, and anything else starts a property identifier that runs
/// to the next `[`; inside values `\` escapes the next character and `]` ends the value.
fn check_depth(text: &str) -> Result<(), String> {
    enum State {
        Between,
        Identifier,
        Value,
        Escaped,
    }
    let mut state = State::Between;
    let mut saved: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    for c in text.chars() {
        state = match state {
            State::Between => match c {
                '(' => {
                    saved.push(depth);
                    State::Between
                }
                ')' => {
                    depth = saved.pop().unwrap_or(0);
                    State::Between
                }
                ';' => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        return Err(format!(
                            "the SGF file nests more than {MAX_DEPTH} nodes deep"
                        ));
                    }
                    State::Between
                }
                '[' => State::Value,
                c if c.is_ascii_whitespace() => State::Between,
                _ => State::Identifier,
            },
            State::Identifier => match c {
                '[' => State::Value,
                _ => State::Identifier,
            },
            State::Value => match c {
                '\\' => State::Escaped,
                ']' => State::Between,
                _ => State::Value,
            },
            State::Escaped => State::Value,
        };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(name: &str) -> Vertex {
        Vertex::parse(name).unwrap()
    }

    fn play(color: Color, name: &str) -> (Color, Move) {
        (color, Move::Play(v(name)))
    }

    /// Old files spell identifiers with lower-case letters (`CoPyright`); values keep theirs.
    #[test]
    fn lower_case_letters_in_identifiers_are_ignored() {
        let rec =
            read("(;GM[1]CoPyright[free [c\\] to copy]SZ[9]KoMi[5.5];B[cc];W[gg])\n---\n").unwrap();
        assert_eq!(rec.size, 9);
        assert_eq!(rec.moves.len(), 2);
        assert_eq!(rec.moves[0], play(Color::Black, "C7"));
    }

    #[test]
    fn reads_root_setup_and_moves() {
        let text = "(;GM[1]FF[4]SZ[19]KM[6.5]HA[2]RU[Japanese]PL[W]RE[W+R]\
                    AB[dp][pd]AW[dd]C[a comment]\
                    ;W[pp];B[];W[tt];B[qq])";
        let rec = read(text).unwrap();
        assert_eq!(rec.size, 19);
        assert_eq!(rec.komi, Some(6.5));
        assert_eq!(rec.handicap, 2);
        assert_eq!(rec.rules.as_deref(), Some("Japanese"));
        assert_eq!(rec.result.as_deref(), Some("W+R"));
        assert_eq!(rec.player_to_move, Some(Color::White));
        // dp: column d, 16th row from the top = row 4; pd: Q16; dd: D16.
        assert_eq!(rec.setup_black, vec![v("D4"), v("Q16")]);
        assert_eq!(rec.setup_white, vec![v("D16")]);
        assert_eq!(
            rec.moves,
            vec![
                play(Color::White, "Q4"),
                (Color::Black, Move::Pass),
                (Color::White, Move::Pass),
                play(Color::Black, "R3"),
            ]
        );
    }

    #[test]
    fn corners_map_to_gtp_coordinates() {
        let rec = read("(;SZ[9];B[aa];W[ia];B[ai];W[ii])").unwrap();
        let names: Vec<String> = rec.moves.iter().map(|(_, m)| m.to_string()).collect();
        assert_eq!(names, ["A9", "J9", "A1", "J1"]);
    }

    #[test]
    fn defaults_when_root_is_bare() {
        let rec = read("(;)").unwrap();
        assert_eq!(rec, GameRecord::new(19));
        let rec = read("(;GM[1];B[dd])").unwrap();
        assert_eq!(rec.size, 19);
        assert_eq!(rec.komi, None);
        assert_eq!(rec.handicap, 0);
        assert_eq!(rec.moves, vec![play(Color::Black, "D16")]);
    }

    #[test]
    fn only_the_main_line_and_first_game_are_read() {
        let text = "(;SZ[9];B[ee](;W[cc];B[gg](;W[cg])(;W[gc]))(;W[gg]))(;SZ[13];B[aa])";
        let rec = read(text).unwrap();
        assert_eq!(rec.size, 9);
        assert_eq!(
            rec.moves,
            vec![
                play(Color::Black, "E5"),
                play(Color::White, "C7"),
                play(Color::Black, "G3"),
                play(Color::White, "C3"),
            ]
        );
    }

    #[test]
    fn setup_before_the_first_move_accumulates() {
        let text = "(;SZ[9]AB[aa][bb];AW[cc]AE[aa];AB[cc:dd];B[ee])";
        let rec = read(text).unwrap();
        // cc:dd is a rectangle covering cc, dc, cd, dd; AB over AW replaces the white stone.
        assert_eq!(
            rec.setup_black,
            vec![v("B8"), v("C6"), v("C7"), v("D6"), v("D7")]
        );
        assert!(rec.setup_white.is_empty());
        assert_eq!(rec.moves, vec![play(Color::Black, "E5")]);
    }

    #[test]
    fn setup_in_the_same_node_as_the_first_move_comes_first() {
        let rec = read("(;SZ[5]AB[aa]B[bb])").unwrap();
        assert_eq!(rec.setup_black, vec![v("A5")]);
        assert_eq!(rec.moves, vec![play(Color::Black, "B4")]);
    }

    #[test]
    fn setup_after_a_move_is_an_error() {
        let err = read("(;SZ[9];B[aa];AW[bb];W[cc])").unwrap_err();
        assert!(err.contains("setup stones after the first move"), "{err}");
        assert!(read("(;SZ[9];B[aa];AE[aa])").is_err());
    }

    #[test]
    fn tt_is_a_point_on_big_boards() {
        let rec = read("(;SZ[21];B[tt];W[])").unwrap();
        assert_eq!(
            rec.moves,
            vec![
                (Color::Black, Move::Play(Vertex::new(19, 1))),
                (Color::White, Move::Pass)
            ]
        );
        // On a small board tt is a pass, but not as a setup point.
        assert_eq!(
            read("(;SZ[9];W[tt])").unwrap().moves,
            vec![(Color::White, Move::Pass)]
        );
        assert!(read("(;SZ[9]AB[tt])").is_err());
    }

    #[test]
    fn handicap_zero_and_one_are_accepted() {
        assert_eq!(read("(;HA[0])").unwrap().handicap, 0);
        assert_eq!(read("(;HA[1])").unwrap().handicap, 1);
        assert!(read("(;HA[-1])").is_err());
        assert!(read("(;HA[x])").is_err());
        assert!(read("(;SZ[3]HA[10])").is_err());
    }

    #[test]
    fn text_values_are_unescaped() {
        let rec = read("(;RU[a\\]b\\\\c]RE[B+\n3.5])").unwrap();
        assert_eq!(rec.rules.as_deref(), Some("a]b\\c"));
        assert_eq!(rec.result.as_deref(), Some("B+ 3.5"));
    }

    #[test]
    fn garbage_is_an_error() {
        for text in [
            "",
            "   ",
            "hello world",
            "(",
            ")",
            "()",
            "(;B[aa]",
            "(;SZ[9]B[aa)",
            "(;GM[2];B[aa])",
            "(;GM[x])",
            "\u{0}\u{1}\u{ff}",
            "(;SZ[9]B[é])",
            "(;B[a])",
            "(;B[aa][bb])",
            "(;KM[seven])",
            "(;KM[1e300])",
            "(;KM[NaN])",
            "(;PL[X])",
            "(;AB[])",
        ] {
            assert!(read(text).is_err(), "{text:?} should not read");
        }
    }

    #[test]
    fn bad_sizes_are_errors() {
        for text in [
            "(;SZ[26])",
            "(;SZ[1])",
            "(;SZ[0])",
            "(;SZ[255])",
            "(;SZ[256])",
            "(;SZ[99999999999999999999])",
            "(;SZ[19:13])",
            "(;SZ[-9])",
            "(;SZ[])",
            "(;SZ[9];SZ[9])",
        ] {
            assert!(read(text).is_err(), "{text:?} should not read");
        }
        assert_eq!(read("(;SZ[25])").unwrap().size, 25);
        assert_eq!(read("(;SZ[2])").unwrap().size, 2);
        assert_eq!(read("(;SZ[13:13])").unwrap().size, 13);
    }

    #[test]
    fn off_board_points_are_errors() {
        assert!(read("(;SZ[9];B[jj])").is_err());
        assert!(read("(;SZ[9];B[aj])").is_err());
        assert!(read("(;SZ[9];W[ZZ])").is_err());
        assert!(read("(;SZ[9]AW[ai:ak])").is_err());
        assert!(read("(;SZ[25];B[zz])").is_err());
        assert!(read("(;SZ[25];B[yy])").is_ok());
    }

    #[test]
    fn deep_files_are_refused_without_overflowing() {
        let deep = format!("(;{})", ";B[aa];W[]".repeat(MAX_DEPTH));
        assert!(read(&deep).is_err());
        // Structure characters inside identifiers must not hide the depth.
        let sneaky = format!("(;{})", ";X)[];B[]".repeat(MAX_DEPTH));
        assert!(read(&sneaky).is_err());
        let fine = format!("(;SZ[9]{})", ";B[aa];W[]".repeat(200));
        assert_eq!(read(&fine).unwrap().moves.len(), 400);
    }

    #[test]
    fn write_produces_the_documented_header() {
        let mut rec = GameRecord::new(9);
        rec.komi = Some(7.5);
        rec.moves = vec![play(Color::Black, "E5"), (Color::White, Move::Pass)];
        let text = write(&rec);
        let expected = format!(
            "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:{}]SZ[9]KM[7.5]\n;B[ee];W[])\n",
            env!("CARGO_PKG_VERSION")
        );
        assert_eq!(text, expected);
        assert!(write(&GameRecord::new(19)).contains("KM[0]"));
        assert!(!write(&GameRecord::new(19)).contains("HA["));
    }

    #[test]
    fn komi_is_written_briefly() {
        assert_eq!(komi_text(7.5), "7.5");
        assert_eq!(komi_text(6.5), "6.5");
        assert_eq!(komi_text(0.0), "0");
        assert_eq!(komi_text(-3.0), "-3");
        assert_eq!(komi_text(0.1), "0.1");
        assert_eq!(komi_text(f32::NAN), "0");
        for k in [
            0.1f32,
            1.0 / 3.0,
            1e-7,
            123_456.79,
            -0.5,
            f32::MAX,
            f32::MIN_POSITIVE,
        ] {
            let text = komi_text(k);
            assert_eq!(text.parse::<f64>().unwrap() as f32, k, "{text}");
        }
    }

    #[test]
    fn text_is_escaped() {
        let mut rec = GameRecord::new(9);
        rec.rules = Some("a]b\\c".to_string());
        rec.result = Some("W+R".to_string());
        let text = write(&rec);
        assert!(text.contains("RU[a\\]b\\\\c]"), "{text}");
        assert!(text.contains("RE[W+R]"), "{text}");
    }

    fn full_record(size: usize) -> GameRecord {
        let last = (size - 1) as u8;
        let mut rec = GameRecord::new(size);
        rec.komi = Some(6.5);
        rec.handicap = 2;
        rec.rules = Some("Chinese [area] \\ scoring".to_string());
        rec.result = Some("B+12.5".to_string());
        rec.setup_black = vec![Vertex::new(0, 0), Vertex::new(last, last)];
        rec.setup_white = vec![Vertex::new(0, last)];
        rec.player_to_move = Some(Color::White);
        let mut color = Color::White;
        for i in 0..25u8 {
            let mv = if i % 7 == 3 {
                Move::Pass
            } else {
                Move::Play(Vertex::new(i % (last + 1), (i / 2) % (last + 1)))
            };
            rec.moves.push((color, mv));
            color = color.opponent();
        }
        rec
    }

    #[test]
    fn round_trips() {
        for size in [2, 3, 9, 13, 19, 20, 21, 25] {
            let rec = full_record(size);
            let text = write(&rec);
            assert_eq!(read(&text), Ok(rec), "size {size}:\n{text}");
        }
        let mut rec = GameRecord::new(19);
        rec.komi = Some(7.5);
        rec.moves = vec![(Color::Black, Move::Pass), play(Color::White, "T1")];
        assert_eq!(read(&write(&rec)), Ok(rec.clone()));
        rec.komi = Some(-3.0);
        rec.handicap = 1;
        assert_eq!(read(&write(&rec)), Ok(rec.clone()));
        rec.komi = Some(0.0);
        rec.rules = Some(String::new());
        assert_eq!(read(&write(&rec)), Ok(rec));
        // Unknown komi is written as KM[0], so it reads back as a known 0.
        let empty = GameRecord::new(25);
        assert_eq!(read(&write(&empty)).map(|r| r.komi), Ok(Some(0.0)));
    }

    #[test]
    fn long_games_are_split_into_lines() {
        let mut rec = GameRecord::new(9);
        rec.komi = Some(5.5);
        rec.moves = vec![(Color::Black, Move::Pass); 35];
        let text = write(&rec);
        assert_eq!(text.lines().count(), 5);
        assert!(text.lines().all(|line| line.len() < 100));
        assert!(text.ends_with(")\n"));
        assert_eq!(read(&text), Ok(rec));
    }

    #[test]
    fn off_board_vertices_are_written_unreadably() {
        let mut rec = GameRecord::new(9);
        rec.moves = vec![(Color::Black, Move::Play(Vertex::new(200, 255)))];
        let text = write(&rec);
        assert!(read(&text).is_err(), "{text}");
        rec.size = 0;
        let _ = write(&rec);
    }

    #[test]
    fn mangled_input_never_panics() {
        let base = write(&full_record(19));
        let bytes: Vec<char> = base.chars().collect();
        let alphabet: Vec<char> = "()[];\\:ABWEKMHSZPLa tz9-.\n".chars().collect();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..3000 {
            let mut text = bytes.clone();
            for _ in 0..=next(4) {
                let i = next(text.len());
                match next(3) {
                    0 => text[i] = alphabet[next(alphabet.len())],
                    1 => {
                        text.remove(i);
                    }
                    _ => text.truncate(i),
                }
                if text.is_empty() {
                    break;
                }
            }
            let text: String = text.into_iter().collect();
            let _ = read(&text);
        }
    }
}
