//! The SGF syntax as real files write it, read from bytes: game trees, nodes and properties,
//! without interpreting them (that is [`super::read_bytes`]'s job).
//!
//! Why our own reader: files from servers and old programs break the letter of the standard in
//! ways every Go program tolerates, and the engine must read them too. Accepted here:
//!
//! - a game without its leading `(` (Fox writes files that start with `;`);
//! - text before the first game tree and after the last `)` (mail headers, `---` lines);
//! - lower-case letters in property names, which FF\[1\]–FF\[3\] allowed and which do not count
//!   (`CoPyright` is `CP`, `AddBlack` is `AB`);
//! - any bytes inside values: values stay bytes, so Latin-1 or GB2312 comments cannot stop the
//!   moves from loading;
//! - CR LF line ends (whitespace between tokens).
//!
//! Only the main line is kept: at every branch the first variation is followed and the others
//! are skipped, so nothing here recurses and a deeply nested file cannot overflow the stack.
//! Every property remembers its byte offset, so that errors can name the line and column.

use nom::IResult;
use nom::Parser;
use nom::bytes::complete::take_while1;

/// One property as written: its name (upper-case letters only) and its raw values, escapes
/// removed.
#[derive(Clone, Debug, PartialEq)]
pub struct Property {
    pub name: String,
    pub values: Vec<Vec<u8>>,
    /// Byte offset of the property's name in the file.
    pub at: usize,
}

/// The nodes of one game's main line, root first.
#[derive(Clone, Debug, PartialEq)]
pub struct MainLine {
    pub nodes: Vec<Vec<Property>>,
    /// True if the game tree had no opening `(`.
    pub missing_open: bool,
}

/// A syntax error at a byte offset.
#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    pub at: usize,
    pub message: String,
}

/// The main lines of the games of a collection, in order: at most `limit` games, and reading
/// stops at the first game that cannot be read (its error is the last item). Text after the last
/// game is ignored. An input with no game at all gives one error.
pub fn games(text: &[u8], limit: usize) -> Vec<Result<MainLine, SyntaxError>> {
    let mut out = Vec::new();
    let Some(mut pos) = first_game(text) else {
        out.push(Err(SyntaxError {
            at: 0,
            message: "not an SGF file: no game tree '(;' found".to_string(),
        }));
        return out;
    };
    while out.len() < limit {
        match main_line(text, pos) {
            Ok((line, end)) => {
                out.push(Ok(line));
                pos = skip_space(text, end);
                if !opens_game(text, pos) {
                    break;
                }
            }
            Err(e) => {
                out.push(Err(e));
                break;
            }
        }
    }
    out
}

/// Line and column (both from 1, the column in bytes) of byte offset `at`.
pub fn line_and_column(text: &[u8], at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let column = 1 + before.iter().rev().take_while(|&&b| b != b'\n').count();
    (line, column)
}

/// Where the first game starts: at the first `(` followed by `;`, or at a `;` that opens the
/// file (after white space and a byte-order mark) for files that lost their `(`.
fn first_game(text: &[u8]) -> Option<usize> {
    let start = if text.starts_with(b"\xef\xbb\xbf") {
        3
    } else {
        0
    };
    let first = skip_space(text, start);
    if text.get(first) == Some(&b';') {
        return Some(first);
    }
    (first..text.len()).find(|&i| opens_game(text, i))
}

/// True if a game tree starts at `pos`: `(` then `;`, white space allowed between.
fn opens_game(text: &[u8], pos: usize) -> bool {
    text.get(pos) == Some(&b'(') && text.get(skip_space(text, pos + 1)) == Some(&b';')
}

fn skip_space(text: &[u8], pos: usize) -> usize {
    let mut pos = pos;
    while text.get(pos).is_some_and(|b| b.is_ascii_whitespace()) {
        pos += 1;
    }
    pos
}

fn error<T>(at: usize, message: impl Into<String>) -> Result<T, SyntaxError> {
    Err(SyntaxError {
        at,
        message: message.into(),
    })
}

/// Reads one game tree starting at `start` (its `(`, or its first `;` if the `(` is missing)
/// and returns its main line and the offset just after it.
fn main_line(text: &[u8], start: usize) -> Result<(MainLine, usize), SyntaxError> {
    let missing_open = text[start] != b'(';
    let mut depth = usize::from(!missing_open);
    let mut pos = if missing_open { start } else { start + 1 };
    // Once a variation of the main line has closed, only its siblings (skipped) and closing
    // parentheses may follow.
    let mut main_line_done = false;
    let mut nodes = Vec::new();
    loop {
        pos = skip_space(text, pos);
        match text.get(pos) {
            None if missing_open && depth == 0 => break,
            None => return error(text.len(), "the file ends inside a game tree (missing ')')"),
            Some(b';') => {
                let (node, next) = node(text, pos + 1)?;
                if !main_line_done {
                    nodes.push(node);
                }
                pos = next;
            }
            Some(b'(') if main_line_done => pos = skip_tree(text, pos)?,
            Some(b'(') => {
                depth += 1;
                pos += 1;
            }
            Some(b')') => {
                pos += 1;
                // The game's own `)`: depth 1, or 0 for a game that lost its `(`.
                if depth <= usize::from(!missing_open) {
                    break;
                }
                depth -= 1;
                main_line_done = true;
            }
            Some(&b) => return error(pos, format!("unexpected {} between nodes", shown(b))),
        }
    }
    if nodes.is_empty() {
        return error(start, "a game tree without any node");
    }
    Ok((
        MainLine {
            nodes,
            missing_open,
        },
        pos,
    ))
}

/// Skips a whole game tree whose `(` is at `start`; returns the offset after its `)`.
fn skip_tree(text: &[u8], start: usize) -> Result<usize, SyntaxError> {
    let mut depth = 0usize;
    let mut pos = start;
    while let Some(&b) = text.get(pos) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(pos + 1);
                }
            }
            b'[' => {
                pos = value(text, pos)?.1;
                continue;
            }
            _ => {}
        }
        pos += 1;
    }
    error(
        start,
        "a variation opened here is never closed (missing ')')",
    )
}

/// The properties of a node whose `;` ends just before `start`.
fn node(text: &[u8], start: usize) -> Result<(Vec<Property>, usize), SyntaxError> {
    let mut props = Vec::new();
    let mut pos = skip_space(text, start);
    while let Ok((_, ident)) = identifier(&text[pos..]) {
        let at = pos;
        pos = skip_space(text, pos + ident.len());
        let mut values = Vec::new();
        while text.get(pos) == Some(&b'[') {
            let (v, next) = value(text, pos)?;
            values.push(v);
            pos = skip_space(text, next);
        }
        if values.is_empty() {
            let name = String::from_utf8_lossy(ident);
            return error(at, format!("property {name} has no value"));
        }
        // FF[1]-FF[3]: lower-case letters in a name do not count.
        let name: String = ident
            .iter()
            .filter(|b| b.is_ascii_uppercase())
            .map(|&b| char::from(b))
            .collect();
        if !name.is_empty() {
            props.push(Property { name, values, at });
        }
    }
    Ok((props, pos))
}

fn identifier(input: &[u8]) -> IResult<&[u8], &[u8]> {
    take_while1(|b: u8| b.is_ascii_alphabetic()).parse(input)
}

/// The value whose `[` is at `start`, escapes removed (a backslash before a line break removes
/// both), and the offset after its `]`.
fn value(text: &[u8], start: usize) -> Result<(Vec<u8>, usize), SyntaxError> {
    let mut out = Vec::new();
    let mut pos = start + 1;
    while let Some(&b) = text.get(pos) {
        match b {
            b']' => return Ok((out, pos + 1)),
            b'\\' => {
                pos += 1;
                match text.get(pos) {
                    Some(b'\r') | Some(b'\n') => {
                        let first = text[pos];
                        if matches!(text.get(pos + 1), Some(&n) if (n == b'\r' || n == b'\n') && n != first)
                        {
                            pos += 1;
                        }
                    }
                    Some(&escaped) => out.push(escaped),
                    None => break,
                }
            }
            _ => out.push(b),
        }
        pos += 1;
    }
    error(start, "a value opened here is never closed (missing ']')")
}

/// A byte as a person would want to see it in an error.
fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("'{}'", char::from(b))
    } else {
        format!("byte 0x{b:02x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(line: &MainLine) -> Vec<Vec<String>> {
        line.nodes
            .iter()
            .map(|n| n.iter().map(|p| p.name.clone()).collect())
            .collect()
    }

    #[test]
    fn main_line_follows_first_variations() {
        let games = games(b"(;A[1](;B[2](;C[3])(;D[4]))(;E[5]))", 10);
        assert_eq!(games.len(), 1);
        let line = games[0].as_ref().unwrap();
        assert_eq!(names(line), [["A"], ["B"], ["C"]]);
    }

    #[test]
    fn tolerated_shapes() {
        let text = b"garbage\r\n(;GM[1]CoPyright[x]\r\nKM[6.5] [7]\r\n;B[aa])\r\n--- trailer";
        let line = games(text, 10).remove(0).unwrap();
        assert_eq!(names(&line), vec![vec!["GM", "CP", "KM"], vec!["B"]]);
        assert_eq!(line.nodes[0][2].values, [b"6.5".to_vec(), b"7".to_vec()]);
        let bare = games(b";GM[1];B[aa];W[bb]", 10).remove(0).unwrap();
        assert!(bare.missing_open);
        assert_eq!(bare.nodes.len(), 3);
        let bare = games(b";A[1];B[2](;C[3])(;D[4]))", 10);
        assert_eq!(bare.len(), 1);
        assert_eq!(names(bare[0].as_ref().unwrap()), [["A"], ["B"], ["C"]]);
        let latin = games(b"(;C[caf\xe9 \xb0\xa1]B[aa])", 1).remove(0).unwrap();
        assert_eq!(latin.nodes[0][0].values[0], b"caf\xe9 \xb0\xa1");
    }

    #[test]
    fn collections_give_each_game() {
        let all = games(b"(;A[1])\n(;B[2])(;C[3]) trailing", 10);
        assert_eq!(all.len(), 3);
        // Text after the last game is not a game, even when it holds parentheses.
        assert_eq!(games(b"(;A[1])\n() (x)", 10).len(), 1);
        assert_eq!(games(b"(;A[1])(;B[2])", 1).len(), 1);
    }

    #[test]
    fn escapes_and_soft_line_breaks() {
        let line = games(b"(;C[a\\]b\\\\c\\\r\nd])", 1).remove(0).unwrap();
        assert_eq!(line.nodes[0][0].values[0], b"a]b\\cd");
    }

    #[test]
    fn errors_carry_positions() {
        let text = b"(;B[aa]\n;W[bb";
        let e = games(text, 1).remove(0).unwrap_err();
        assert_eq!(line_and_column(text, e.at), (2, 3));
        assert!(games(b"(;B[aa]", 1)[0].is_err());
        assert!(games(b"(;B", 1)[0].is_err());
        assert!(games(b"hello", 1)[0].is_err());
        assert!(games(b"(;B[aa]) ", 1)[0].is_ok());
        let e = games(b"(;B[aa]\n 7 ;W[bb])", 1).remove(0).unwrap_err();
        assert_eq!(line_and_column(b"(;B[aa]\n 7 ;W[bb])", e.at), (2, 2));
    }

    #[test]
    fn deep_nesting_does_not_recurse() {
        let mut text = Vec::new();
        for _ in 0..100_000 {
            text.extend_from_slice(b"(;B[aa]");
        }
        text.extend(std::iter::repeat_n(b')', 100_000));
        let line = games(&text, 1).remove(0).unwrap();
        assert_eq!(line.nodes.len(), 100_000);
    }
}
