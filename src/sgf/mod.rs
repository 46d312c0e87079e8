//! SGF game records: reading the main line of a Go game into a [`GameRecord`] and writing one
//! back out.
//!
//! Reading is our own ([`syntax`], built with nom over bytes) because real files bend the
//! standard in ways other Go programs accept (no leading `(`, lower-case letters in old property
//! names, text after the last game, comments in Latin-1 or GB2312); this module interprets what
//! it reads. [`read`] takes the first game tree of a collection ([`read_games`] each of them),
//! and of a game only the main line (the first child at every branch). What a record keeps:
//! board size, komi, handicap, ruleset name, result, setup stones placed before the first move,
//! the player to move after the setup, the moves themselves, where the game was played, and
//! notes on how the file was read. Everything else (comments, markup, player names, timing) is
//! ignored on reading and not written. Errors name the line and column.
//!
//! Komi in a server's units is turned into points: a `KM` of 100 or more is Fox's hundredths
//! (`KM[650]` is 6.5), and under Chinese rules hundredths of a stone (`KM[375]` is 3¾ stones,
//! 7.5 points; [`GameRecord::counts_in_stones`] then says that `RE` is in stones too). Checked
//! against the results of Fox's records: with these komi their counted results come out.
//!
//! Coordinates: SGF names a point by column letter (`a` = leftmost) and row letter counted from
//! the **top**, while [`Vertex`] counts rows from the bottom, so `y = size - 1 - row`. A pass is
//! `B[]`; on boards up to 19×19 `B[tt]` is read as a pass too. [`write`] always writes passes as
//! `B[]`.
//!
//! Round trip: `read(&write(&rec)) == Ok(rec)` for any record whose size is in `2..=25`, whose
//! points are all on the board, whose setup lists are sorted and free of duplicates (that is how
//! [`read`] returns them), whose komi is `Some` finite value (`None` is written as `KM[0]` and
//! so reads back as `Some(0.0)`), whose komi is below 100 in magnitude, whose origin and notes
//! are empty and whose text values contain no whitespace other
//! than plain spaces (SGF SimpleText turns line breaks and tabs into spaces).

use std::collections::BTreeSet;
use std::fmt::Write as _;

mod syntax;

use crate::board::{Color, MAX_SIZE, MIN_SIZE, Move, Vertex};
use syntax::{MainLine, Property};

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
    /// `PC` and `US` as written (`PC[...]`): where the game was played and who wrote the
    /// record, for guessing a server's rules when `RU` is missing.
    pub origin: Vec<String>,
    /// True if the record writes komi and result in stones (two points each), as Fox does
    /// under Chinese rules; `komi` is already in points.
    pub counts_in_stones: bool,
    /// How the file was read where it bent the standard (a missing `(`, a server's komi
    /// convention, a duplicated `KM`, a collection), for the person reading the result.
    pub notes: Vec<String>,
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
            origin: Vec::new(),
            counts_in_stones: false,
            notes: Vec::new(),
        }
    }
}

/// Board size when the root has no `SZ`.
const DEFAULT_SIZE: usize = 19;

/// Moves per line in [`write`]'s output.
const MOVES_PER_LINE: usize = 10;

/// A `KM` this large in magnitude is not a komi in points but a server's hundredths (Fox writes
/// `KM[650]` for 6.5, and `KM[375]` for 3¾ stones, 7.5 points, under Chinese rules).
const HUNDREDTHS_KOMI: f64 = 100.0;

/// Reads the first game of an SGF collection: root properties, setup, and the main line.
pub fn read(text: &str) -> Result<GameRecord, String> {
    read_bytes(text.as_bytes())
}

/// Reads the first game of an SGF collection from the bytes of a file (any text encoding).
///
/// Errors (never panics) name the line and column, and are given for text that is not SGF, a
/// game that is not Go, a non-square board or a size outside `2..=25`, malformed or off-board
/// points, and setup stones (`AB`/`AW`/`AE`) after the first move.
pub fn read_bytes(text: &[u8]) -> Result<GameRecord, String> {
    read_games(text, 1).remove(0)
}

/// Reads up to `limit` games of a collection; reading stops after the first game that cannot
/// be read, whose error is then the last item. There is always at least one item.
pub fn read_games(text: &[u8], limit: usize) -> Vec<Result<GameRecord, String>> {
    let games = syntax::games(text, limit.max(1));
    let count = games.len();
    games
        .into_iter()
        .map(|game| {
            let line = game.map_err(|e| located(text, e.at, &e.message))?;
            let mut rec = interpret(text, &line)?;
            if line.missing_open {
                rec.notes
                    .push("the game tree has no opening '(' (read all the same)".to_string());
            }
            if count > 1 || limit == 1 && has_second_game(text) {
                rec.notes
                    .push("the file is a collection of several games".to_string());
            }
            Ok(rec)
        })
        .collect()
}

fn has_second_game(text: &[u8]) -> bool {
    syntax::games(text, 2).len() > 1
}

/// `message` prefixed with the line and column of byte `at`.
fn located(text: &[u8], at: usize, message: &str) -> String {
    let (line, column) = syntax::line_and_column(text, at);
    format!("line {line}, column {column}: {message}")
}

/// The record held by one game's main line.
fn interpret(text: &[u8], line: &MainLine) -> Result<GameRecord, String> {
    let root = &line.nodes[0];
    let size = root_size(root).map_err(|(at, e)| located(text, at, &e))?;
    let mut reader = Reader {
        rec: GameRecord::new(size),
        black: BTreeSet::new(),
        white: BTreeSet::new(),
        komi_seen: None,
    };
    for (i, node) in line.nodes.iter().enumerate() {
        reader
            .node(node, i == 0)
            .map_err(|(at, e)| located(text, at, &e))?;
    }
    let Reader {
        mut rec,
        black,
        white,
        ..
    } = reader;
    rec.setup_black = black.into_iter().collect();
    rec.setup_white = white.into_iter().collect();
    server_komi(&mut rec);
    Ok(rec)
}

/// Komi in a server's own units, turned into points. Fox writes hundredths (`KM[650]`), and
/// under Chinese rules hundredths of a stone (`KM[375]`: 3¾ stones), a stone being two points;
/// its results under Chinese rules are in stones too (`RE[B+1.75]`), which
/// [`GameRecord::counts_in_stones`] records.
fn server_komi(rec: &mut GameRecord) {
    let Some(komi) = rec.komi else { return };
    let raw = f64::from(komi);
    if raw.abs() < HUNDREDTHS_KOMI || raw.fract() != 0.0 {
        return;
    }
    let chinese = rec
        .rules
        .as_deref()
        .is_some_and(|r| r.to_ascii_lowercase().contains("chinese"));
    let written = komi_text(komi);
    let points = if chinese { raw / 50.0 } else { raw / 100.0 } as f32;
    rec.komi = Some(points);
    rec.counts_in_stones = chinese;
    rec.notes.push(if chinese {
        format!(
            "KM[{written}] read as hundredths of a stone (Fox, Chinese rules): komi {} points, \
             RE[] in stones",
            komi_text(points)
        )
    } else {
        format!(
            "KM[{written}] read as hundredths (Fox): komi {}",
            komi_text(points)
        )
    });
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

/// Where a property error comes from: the byte offset of the property, and the message.
type Located = (usize, String);

/// Interprets the nodes of the main line one by one.
struct Reader {
    rec: GameRecord,
    black: BTreeSet<Vertex>,
    white: BTreeSet<Vertex>,
    /// The first `KM` value as written, to notice a second one that differs.
    komi_seen: Option<String>,
}

impl Reader {
    /// Applies one node: game info first, then setup (`AE` before `AB`/`AW`), then moves, so a
    /// node holding both setup and a move sets up before it plays.
    fn node(&mut self, node: &[Property], is_root: bool) -> Result<(), Located> {
        for prop in node {
            self.info(prop, is_root).map_err(|e| (prop.at, e))?;
        }
        for prop in node.iter().filter(|p| p.name == "AE") {
            self.check_setup_allowed(prop)?;
            for v in self.points(prop)? {
                self.black.remove(&v);
                self.white.remove(&v);
            }
        }
        for prop in node {
            let color = match prop.name.as_str() {
                "AB" => Color::Black,
                "AW" => Color::White,
                _ => continue,
            };
            self.check_setup_allowed(prop)?;
            for v in self.points(prop)? {
                let (mine, theirs) = match color {
                    Color::Black => (&mut self.black, &mut self.white),
                    Color::White => (&mut self.white, &mut self.black),
                };
                theirs.remove(&v);
                mine.insert(v);
            }
        }
        for prop in node {
            let color = match prop.name.as_str() {
                "B" => Color::Black,
                "W" => Color::White,
                _ => continue,
            };
            let mv = self.game_move(prop).map_err(|e| (prop.at, e))?;
            self.rec.moves.push((color, mv));
        }
        Ok(())
    }

    /// Game-info and root properties, plus `PL`; also rejects malformed properties we rely on.
    fn info(&mut self, prop: &Property, is_root: bool) -> Result<(), String> {
        match prop.name.as_str() {
            "GM" if single_text(prop)?.trim() != "1" => {
                Err("the SGF game is not a Go game (GM is not 1)".to_string())
            }
            "SZ" if !is_root => Err("SZ may only appear in the root node".to_string()),
            "KM" => self.komi(prop),
            "HA" => {
                let text = single_text(prop)?;
                let handicap = match text.trim() {
                    "" => 0,
                    t => t.parse::<i64>().map_err(|_| malformed(prop))?,
                };
                self.rec.handicap = self.handicap_value(handicap)?;
                Ok(())
            }
            "RU" => {
                self.rec.rules = Some(simple_text(&single_text(prop)?));
                Ok(())
            }
            "RE" => {
                self.rec.result = Some(simple_text(&single_text(prop)?));
                Ok(())
            }
            "PC" | "US" => {
                let text = simple_text(&prop.values.iter().map(|v| decode(v)).collect::<String>());
                self.rec
                    .origin
                    .push(format!("{}[{}]", prop.name, text.trim()));
                Ok(())
            }
            // PL after the first move describes nothing a record can hold; ignore it.
            "PL" if self.rec.moves.is_empty() => {
                self.rec.player_to_move = Some(match single_text(prop)?.trim() {
                    "B" | "b" => Color::Black,
                    "W" | "w" => Color::White,
                    _ => return Err(malformed(prop)),
                });
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// `KM`: the first value counts; an empty one means no komi; a second, different one is
    /// noted.
    fn komi(&mut self, prop: &Property) -> Result<(), String> {
        let text = single_text(prop)?.trim().to_string();
        if let Some(first) = &self.komi_seen {
            if *first != text {
                self.rec.notes.push(format!(
                    "KM written twice (KM[{first}], KM[{text}]): the first counts"
                ));
            }
            return Ok(());
        }
        self.komi_seen = Some(text.clone());
        if text.is_empty() {
            return Ok(());
        }
        let komi: f64 = text.parse().map_err(|_| malformed(prop))?;
        self.rec.komi = Some(komi_value(komi)?);
        Ok(())
    }

    fn check_setup_allowed(&self, prop: &Property) -> Result<(), Located> {
        if self.rec.moves.is_empty() {
            Ok(())
        } else {
            Err((
                prop.at,
                "setup stones after the first move are not supported".to_string(),
            ))
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
    fn game_move(&self, prop: &Property) -> Result<Move, String> {
        let [value] = prop.values.as_slice() else {
            return Err(malformed(prop));
        };
        let value = value.trim_ascii();
        if value.is_empty() || (value == b"tt" && self.rec.size <= 19) {
            return Ok(Move::Pass);
        }
        let (x, y) = point(value).ok_or_else(|| malformed(prop))?;
        self.vertex(x, y).map(Move::Play)
    }

    /// The points of a setup property: single points and `aa:cc` rectangles.
    fn points(&self, prop: &Property) -> Result<Vec<Vertex>, Located> {
        let mut out = Vec::new();
        for value in &prop.values {
            let value = value.trim_ascii();
            let corners = match value.iter().position(|&b| b == b':') {
                Some(i) => point(&value[..i]).zip(point(&value[i + 1..])),
                None => point(value).map(|p| (p, p)),
            };
            let Some(((x1, y1), (x2, y2))) = corners else {
                return Err((prop.at, malformed(prop)));
            };
            for x in x1.min(x2)..=x1.max(x2) {
                for y in y1.min(y2)..=y1.max(y2) {
                    out.push(self.vertex(x, y).map_err(|e| (prop.at, e))?);
                }
            }
        }
        Ok(out)
    }

    /// Converts an SGF point (row from the top) to a vertex (row from the bottom).
    fn vertex(&self, x: usize, y: usize) -> Result<Vertex, String> {
        let size = self.rec.size;
        if x < size && y < size {
            Ok(Vertex::new(x as u8, (size - 1 - y) as u8))
        } else {
            Err(format!(
                "point {}{} is off the {size}x{size} board",
                coord_char(x),
                coord_char(y)
            ))
        }
    }
}

/// An SGF point `xy`: letters `a`..`z` are 0..25 and `A`..`Z` 26..51.
fn point(value: &[u8]) -> Option<(usize, usize)> {
    let coord = |b: u8| match b {
        b'a'..=b'z' => Some(usize::from(b - b'a')),
        b'A'..=b'Z' => Some(usize::from(b - b'A') + 26),
        _ => None,
    };
    match value {
        [x, y] => Some((coord(*x)?, coord(*y)?)),
        _ => None,
    }
}

/// The one value of a property, as text.
fn single_text(prop: &Property) -> Result<String, String> {
    match prop.values.as_slice() {
        [value] => Ok(decode(value)),
        _ => Err(malformed(prop)),
    }
}

/// Text of a value: UTF-8 when it is valid UTF-8, else Latin-1 (one character per byte), so that
/// any bytes read as some text.
fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The root's `SZ`, validated; 19 if absent.
fn root_size(root: &[Property]) -> Result<usize, Located> {
    let Some(prop) = root.iter().find(|p| p.name == "SZ") else {
        return Ok(DEFAULT_SIZE);
    };
    let text = single_text(prop).map_err(|e| (prop.at, e))?;
    let parse = |t: &str| t.trim().parse::<usize>().ok();
    let (cols, rows) = match text.split_once(':') {
        Some((c, r)) => (parse(c), parse(r)),
        None => (parse(&text), parse(&text)),
    };
    let (Some(cols), Some(rows)) = (cols, rows) else {
        return Err((prop.at, malformed(prop)));
    };
    if cols != rows {
        return Err((
            prop.at,
            format!("non-square boards are not supported (SZ[{cols}:{rows}])"),
        ));
    }
    if !(MIN_SIZE..=MAX_SIZE).contains(&cols) {
        return Err((
            prop.at,
            format!("board size {cols} is not supported (must be {MIN_SIZE} to {MAX_SIZE})"),
        ));
    }
    Ok(cols)
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

fn malformed(prop: &Property) -> String {
    let values: Vec<String> = prop.values.iter().map(|v| decode(v)).collect();
    let shown: String = values.join("][").chars().take(40).collect();
    format!("malformed SGF property {}[{shown}]", prop.name)
}

/// SimpleText as [`syntax`] leaves it (escapes already removed): every whitespace
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
    fn deep_files_read_without_overflowing() {
        let deep = format!("(;SZ[9]{})", ";B[aa];W[]".repeat(20_000));
        assert_eq!(read(&deep).unwrap().moves.len(), 40_000);
        let nested = format!(
            "(;SZ[9]{}{})",
            "(;B[aa];W[]".repeat(20_000),
            ")".repeat(20_000)
        );
        assert_eq!(read(&nested).unwrap().moves.len(), 40_000);
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
            let _ = read_games(text.as_bytes(), 4);
        }
    }
}
