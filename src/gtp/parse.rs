//! GTP v2 line handling: input preprocessing, command lines, argument entities and
//! response framing.
//!
//! # Line grammar
//!
//! Every line the controller sends first goes through the preprocessing of GTP 3.1
//! ([`preprocess`]), applied in this order:
//!
//! 1. remove CR and every other control character (bytes 0–31 and 127) except HT and LF;
//! 2. if the line contains `#`, remove it and everything after it;
//! 3. turn every HT into a space;
//! 4. drop the line if it is empty or holds only whitespace: it gets no response.
//!
//! What is left is a command line ([`parse_command`]):
//!
//! ```text
//! line    = [id SP+] name (SP+ arg)*
//! id      = DIGIT+            ; value 0 ..= 2^31-1, leading zeros allowed ("0009" is 9)
//! name    = token             ; case sensitive
//! arg     = token
//! token   = (any char except SP)+
//! ```
//!
//! A leading run of digits counts as the id only if whitespace or the end of the line
//! follows it and its value fits a GTP `int`; otherwise it is the command name (so
//! `-1 name`, `1.5 name` and `99999999999 name` carry no id, and their "name" is later
//! answered with `unknown command`). A line holding only an id gets no response at all,
//! as with GNU Go.
//!
//! The argument entities of GTP 3.2.1 are parsed by [`color`], [`vertex`],
//! [`vertex_no_pass`], [`int`] and [`float`]; [`move_args`] and [`expect_args`] check
//! argument lists. They fail with an [`ArgError`] whose text is meant to follow
//! `syntax error: ` in the reply.
//!
//! # Responses
//!
//! A success is `=[id] result` and a failure `?[id] message`, both ending with an empty
//! line ([`success`], [`failure`]). The space after `=`/`?` and the id is always written,
//! even for an empty result (`= \n\n`, `=7 \n\n`). A result may span several lines but
//! must never contain an empty line, so runs of newlines inside it are collapsed and
//! trailing newlines dropped; a leading newline (as in `showboard`) is kept.

use std::fmt;

use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_till1};
use nom::character::complete::{char, digit1, one_of, space0, space1};
use nom::combinator::{all_consuming, eof, map_res, opt, peek, recognize};
use nom::multi::many0;
use nom::sequence::preceded;
use nom::{IResult, Parser};

use crate::board::{Color, Move, Vertex};

/// The largest value of a GTP `int` (2^31 − 1).
const GTP_INT_MAX: u32 = i32::MAX as u32;

// ---------------------------------------------------------------------------------------
// Preprocessing
// ---------------------------------------------------------------------------------------

/// Applies GTP 3.1 preprocessing to one input line.
///
/// The line may end with LF (and CR); only the text before the first LF is used.
/// Returns `None` when nothing but whitespace is left: such a line gets no response.
pub fn preprocess(raw: &str) -> Option<String> {
    let line = raw.split('\n').next().unwrap_or("");
    // Step 1: discard control characters other than HT (LF is already gone).
    let cleaned: String = line
        .chars()
        .filter(|&c| c == '\t' || !is_control(c))
        .collect();
    // Step 2: cut at the first '#'.
    let uncommented = match cleaned.find('#') {
        Some(pos) => &cleaned[..pos],
        None => cleaned.as_str(),
    };
    // Step 3: HT becomes SPACE.
    let spaced = uncommented.replace('\t', " ");
    // Step 4: drop empty / whitespace-only lines.
    let trimmed = spaced.trim_matches(' ');
    if trimmed.is_empty() {
        None
    } else {
        Some(trimmed.to_string())
    }
}

/// GTP control characters: byte values 0–31 and 127.
fn is_control(c: char) -> bool {
    (c as u32) < 32 || c as u32 == 127
}

// ---------------------------------------------------------------------------------------
// Command lines
// ---------------------------------------------------------------------------------------

/// One parsed command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Command {
    /// The numeric id to echo in the response, if the line had one.
    pub id: Option<u32>,
    /// The command name, case sensitive.
    pub name: String,
    /// The whitespace-separated arguments.
    pub args: Vec<String>,
}

/// Parses a preprocessed line (see [`preprocess`]) into a [`Command`].
///
/// Returns `None` if the line holds no command name (empty, or only an id); such a line
/// gets no response.
pub fn parse_command(line: &str) -> Option<Command> {
    let (_, (id, name, args)) = command_line(line).ok()?;
    let name = name?;
    Some(Command {
        id,
        name: name.to_string(),
        args: args.into_iter().map(str::to_string).collect(),
    })
}

/// Separators between tokens: SPACE, and HT for lines that skipped preprocessing.
fn is_separator(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// A run of non-whitespace characters.
fn token(input: &str) -> IResult<&str, &str> {
    take_till1(is_separator).parse(input)
}

/// The value of a run of ASCII digits, if it is a valid GTP `int`.
fn gtp_int_value(digits: &str) -> Option<u32> {
    digits.parse::<u32>().ok().filter(|&v| v <= GTP_INT_MAX)
}

/// A command id: digits in `int` range, followed by whitespace or the end of the line.
fn command_id(input: &str) -> IResult<&str, u32> {
    let (rest, id) = map_res(digit1, |d: &str| gtp_int_value(d).ok_or(())).parse(input)?;
    let (rest, _) = peek(alt((space1, eof))).parse(rest)?;
    Ok((rest, id))
}

type CommandParts<'a> = (Option<u32>, Option<&'a str>, Vec<&'a str>);

/// `[id] [name [args…]]`, surrounded by optional whitespace, consuming the whole line.
fn command_line(input: &str) -> IResult<&str, CommandParts<'_>> {
    let (rest, (_, id, _, name, args, _)) = all_consuming((
        space0,
        opt(command_id),
        space0,
        opt(token),
        many0(preceded(space1, token)),
        space0,
    ))
    .parse(input)?;
    Ok((rest, (id, name, args)))
}

// ---------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------

/// A bad or missing argument. The text is the detail shown after `syntax error: `.
#[derive(Debug, Clone, PartialEq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArgError {}

/// Parses a GTP colour: `b`, `w`, `black` or `white`, in any case.
pub fn color(arg: &str) -> Result<Color, ArgError> {
    let parsed: IResult<&str, Color> = all_consuming(alt((
        tag_no_case("black").map(|_| Color::Black),
        tag_no_case("white").map(|_| Color::White),
        tag_no_case("b").map(|_| Color::Black),
        tag_no_case("w").map(|_| Color::White),
    )))
    .parse(arg);
    parsed
        .map(|(_, c)| c)
        .map_err(|_| ArgError(format!("invalid color '{arg}'")))
}

/// Parses a GTP vertex on a `size`×`size` board: `pass` (any case) or a point such as
/// `D4`/`j11`. The `I` column does not exist; points off the board are rejected.
pub fn vertex(arg: &str, size: usize) -> Result<Move, ArgError> {
    if arg.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    vertex_no_pass(arg, size).map(Move::Play)
}

/// Parses a GTP vertex that must be a point on a `size`×`size` board (`pass` rejected).
pub fn vertex_no_pass(arg: &str, size: usize) -> Result<Vertex, ArgError> {
    Vertex::parse(arg)
        .filter(|v| v.on_board(size))
        .ok_or_else(|| ArgError(format!("invalid vertex '{arg}'")))
}

/// Parses a GTP `int`: ASCII digits only, value 0 ..= 2^31 − 1.
pub fn int(arg: &str) -> Result<u32, ArgError> {
    let digits: IResult<&str, &str> = all_consuming(digit1).parse(arg);
    let Ok((_, digits)) = digits else {
        return Err(ArgError(format!("expected an integer, got '{arg}'")));
    };
    gtp_int_value(digits).ok_or_else(|| ArgError(format!("integer out of range '{arg}'")))
}

/// The textual form accepted for a float: optional sign, digits with an optional
/// fraction (or a fraction alone, `.5`), optional exponent.
///
/// `opt(digit1)` is used rather than `digit0`: in nom 8.0.0, `digit0` on a `&str` that it
/// consumes entirely returns a remainder pointing at the start of its input, which makes
/// `recognize` cut the literal short (`6.5` would become `6.`).
fn float_literal(input: &str) -> IResult<&str, &str> {
    all_consuming(recognize((
        opt(one_of("+-")),
        alt((
            recognize((digit1, opt((char('.'), opt(digit1))))),
            recognize((char('.'), digit1)),
        )),
        opt((one_of("eE"), opt(one_of("+-")), digit1)),
    )))
    .parse(input)
}

/// Parses a GTP `float` such as `6.5`, `-3`, `7`, `1e1`, `+0.5` or `.5`. The value must
/// be finite as an `f32` (`nan`, `inf` and overflowing values are rejected).
pub fn float(arg: &str) -> Result<f32, ArgError> {
    let Ok((_, literal)) = float_literal(arg) else {
        return Err(ArgError(format!("expected a float, got '{arg}'")));
    };
    literal
        .parse::<f32>()
        .ok()
        .filter(|v| v.is_finite())
        .ok_or_else(|| ArgError(format!("float out of range '{arg}'")))
}

/// Checks that exactly `n` arguments were given.
pub fn expect_args(args: &[String], n: usize) -> Result<(), ArgError> {
    if args.len() == n {
        Ok(())
    } else {
        let plural = if n == 1 { "" } else { "s" };
        Err(ArgError(format!(
            "expected {n} argument{plural}, got {}",
            args.len()
        )))
    }
}

/// Parses the GTP `move` entity given as two arguments: a colour and a vertex
/// (`pass` allowed) on a `size`×`size` board.
pub fn move_args(args: &[String], size: usize) -> Result<(Color, Move), ArgError> {
    expect_args(args, 2)?;
    match args {
        [c, v] => Ok((color(c)?, vertex(v, size)?)),
        _ => Err(ArgError("missing argument".to_string())),
    }
}

// ---------------------------------------------------------------------------------------
// Response framing
// ---------------------------------------------------------------------------------------

/// Frames a success response: `=ID TEXT\n\n` (`= TEXT\n\n` without an id).
pub fn success(id: Option<u32>, text: &str) -> String {
    frame('=', id, text)
}

/// Frames a failure response: `?ID TEXT\n\n` (`? TEXT\n\n` without an id).
pub fn failure(id: Option<u32>, text: &str) -> String {
    frame('?', id, text)
}

fn frame(marker: char, id: Option<u32>, text: &str) -> String {
    let body = normalize_body(text);
    match id {
        Some(id) => format!("{marker}{id} {body}\n\n"),
        None => format!("{marker} {body}\n\n"),
    }
}

/// Makes `text` safe as a response body: no empty line inside, no trailing newline.
/// Runs of newlines collapse to one; a single leading newline is kept.
fn normalize_body(text: &str) -> String {
    let trimmed = text.trim_end_matches('\n');
    let mut out = String::with_capacity(trimmed.len());
    let mut previous_newline = false;
    for c in trimmed.chars() {
        if c == '\n' {
            if !previous_newline {
                out.push('\n');
            }
            previous_newline = true;
        } else {
            out.push(c);
            previous_newline = false;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn cmd(id: Option<u32>, name: &str, a: &[&str]) -> Option<Command> {
        Some(Command {
            id,
            name: name.to_string(),
            args: args(a),
        })
    }

    // --- preprocessing -----------------------------------------------------------------

    #[test]
    fn preprocess_removes_cr() {
        assert_eq!(preprocess("name\r"), Some("name".to_string()));
        assert_eq!(preprocess("5 name\r\n"), Some("5 name".to_string()));
        assert_eq!(preprocess("na\rme"), Some("name".to_string()));
    }

    #[test]
    fn preprocess_removes_other_control_chars() {
        assert_eq!(
            preprocess("pro\x01tocol_version"),
            Some("protocol_version".to_string())
        );
        assert_eq!(preprocess("name\x7f"), Some("name".to_string()));
        assert_eq!(preprocess("\x00\x1b\x1fname"), Some("name".to_string()));
        assert_eq!(preprocess("\x01\x7f"), None);
    }

    #[test]
    fn preprocess_strips_trailing_lf() {
        assert_eq!(preprocess("name\n"), Some("name".to_string()));
        assert_eq!(preprocess("\n"), None);
    }

    #[test]
    fn preprocess_cuts_comments() {
        assert_eq!(
            preprocess("4 name # trailing comment"),
            Some("4 name".to_string())
        );
        assert_eq!(preprocess("name#x"), Some("name".to_string()));
        assert_eq!(preprocess("# only a comment"), None);
        assert_eq!(preprocess("   #"), None);
    }

    #[test]
    fn preprocess_control_removal_precedes_comment_cut() {
        // The control character inside the comment is removed first; nothing changes.
        assert_eq!(preprocess("name #\x01x"), Some("name".to_string()));
        // A control character before '#' is removed, not treated as text.
        assert_eq!(preprocess("\x01#"), None);
    }

    #[test]
    fn preprocess_turns_tabs_into_spaces() {
        assert_eq!(
            preprocess("3\tprotocol_version"),
            Some("3 protocol_version".to_string())
        );
        assert_eq!(preprocess("\tplay\tb\td4\t"), Some("play b d4".to_string()));
    }

    #[test]
    fn preprocess_drops_blank_lines() {
        assert_eq!(preprocess(""), None);
        assert_eq!(preprocess("   "), None);
        assert_eq!(preprocess("\t \t"), None);
        assert_eq!(preprocess("\r"), None);
    }

    #[test]
    fn preprocess_then_parse_tab_separated_id() {
        let line = preprocess("3\tprotocol_version").unwrap();
        assert_eq!(parse_command(&line), cmd(Some(3), "protocol_version", &[]));
    }

    // --- command lines -----------------------------------------------------------------

    #[test]
    fn command_without_id() {
        assert_eq!(parse_command("name"), cmd(None, "name", &[]));
        assert_eq!(parse_command("play b d4"), cmd(None, "play", &["b", "d4"]));
    }

    #[test]
    fn command_with_id() {
        assert_eq!(parse_command("1 name"), cmd(Some(1), "name", &[]));
        assert_eq!(parse_command("0 name"), cmd(Some(0), "name", &[]));
        assert_eq!(parse_command("0009 name"), cmd(Some(9), "name", &[]));
        assert_eq!(
            parse_command("12 play white h10"),
            cmd(Some(12), "play", &["white", "h10"])
        );
    }

    #[test]
    fn command_id_range() {
        assert_eq!(
            parse_command("2147483647 name"),
            cmd(Some(2_147_483_647), "name", &[])
        );
        assert_eq!(
            parse_command("2147483648 name"),
            cmd(None, "2147483648", &["name"])
        );
        assert_eq!(
            parse_command("99999999999999999999 name"),
            cmd(None, "99999999999999999999", &["name"])
        );
        assert_eq!(parse_command("99999999999"), cmd(None, "99999999999", &[]));
    }

    #[test]
    fn command_negative_or_fractional_id_is_a_name() {
        assert_eq!(parse_command("-1 name"), cmd(None, "-1", &["name"]));
        assert_eq!(parse_command("1.5 name"), cmd(None, "1.5", &["name"]));
        assert_eq!(parse_command("12abc x"), cmd(None, "12abc", &["x"]));
    }

    #[test]
    fn command_id_only_gets_no_reply() {
        assert_eq!(parse_command("8"), None);
        assert_eq!(parse_command("0009"), None);
        assert_eq!(parse_command("8   "), None);
    }

    #[test]
    fn command_empty_line() {
        assert_eq!(parse_command(""), None);
        assert_eq!(parse_command("   "), None);
    }

    #[test]
    fn command_multiple_spaces_and_tabs() {
        assert_eq!(
            parse_command("  7   play   B    D4  "),
            cmd(Some(7), "play", &["B", "D4"])
        );
        assert_eq!(
            parse_command("7\tplay\t b \tD4"),
            cmd(Some(7), "play", &["b", "D4"])
        );
    }

    #[test]
    fn command_name_is_kept_verbatim() {
        assert_eq!(parse_command("NAME"), cmd(None, "NAME", &[]));
        assert_eq!(
            parse_command("kgs-genmove_cleanup w"),
            cmd(None, "kgs-genmove_cleanup", &["w"])
        );
        assert_eq!(parse_command("5 6 7"), cmd(Some(5), "6", &["7"]));
    }

    // --- arguments ---------------------------------------------------------------------

    #[test]
    fn colors_any_case() {
        for s in ["b", "B", "black", "Black", "BLACK", "bLaCk"] {
            assert_eq!(color(s), Ok(Color::Black), "{s}");
        }
        for s in ["w", "W", "white", "White", "WHITE", "wHiTe"] {
            assert_eq!(color(s), Ok(Color::White), "{s}");
        }
    }

    #[test]
    fn colors_rejected() {
        for s in ["x", "X", "", "bl", "blackk", "whit", "bw", " b", "empty"] {
            assert_eq!(
                color(s),
                Err(ArgError(format!("invalid color '{s}'"))),
                "{s}"
            );
        }
    }

    #[test]
    fn vertices_any_case() {
        assert_eq!(vertex("D4", 19), Ok(Move::Play(Vertex::new(3, 3))));
        assert_eq!(vertex("d4", 19), Ok(Move::Play(Vertex::new(3, 3))));
        assert_eq!(vertex("j11", 19), Ok(Move::Play(Vertex::new(8, 10))));
        assert_eq!(vertex("T19", 19), Ok(Move::Play(Vertex::new(18, 18))));
        assert_eq!(vertex("a1", 9), Ok(Move::Play(Vertex::new(0, 0))));
        assert_eq!(vertex("J9", 9), Ok(Move::Play(Vertex::new(8, 8))));
        assert_eq!(vertex("H8", 9), Ok(Move::Play(Vertex::new(7, 7))));
        assert_eq!(vertex("Z25", 25), Ok(Move::Play(Vertex::new(24, 24))));
    }

    #[test]
    fn vertex_pass_any_case() {
        assert_eq!(vertex("pass", 9), Ok(Move::Pass));
        assert_eq!(vertex("PASS", 9), Ok(Move::Pass));
        assert_eq!(vertex("Pass", 19), Ok(Move::Pass));
        assert_eq!(
            vertex_no_pass("pass", 9),
            Err(ArgError("invalid vertex 'pass'".to_string()))
        );
        assert_eq!(
            vertex_no_pass("PASS", 9),
            Err(ArgError("invalid vertex 'PASS'".to_string()))
        );
    }

    #[test]
    fn vertex_i_column_rejected() {
        assert_eq!(
            vertex("I5", 19),
            Err(ArgError("invalid vertex 'I5'".to_string()))
        );
        assert_eq!(
            vertex("i5", 19),
            Err(ArgError("invalid vertex 'i5'".to_string()))
        );
        assert!(vertex_no_pass("I1", 9).is_err());
    }

    #[test]
    fn vertex_off_board_rejected() {
        for s in ["J10", "T1", "A10", "K1", "Z9", "A0", "A26"] {
            assert_eq!(
                vertex(s, 9),
                Err(ArgError(format!("invalid vertex '{s}'"))),
                "{s}"
            );
            assert!(vertex_no_pass(s, 9).is_err(), "{s}");
        }
        assert!(vertex("T1", 19).is_ok());
        assert!(vertex("U1", 19).is_err());
        assert!(vertex("A20", 19).is_err());
    }

    #[test]
    fn vertex_malformed_rejected() {
        for s in [
            "", "D", "4", "D4x", "DD4", "resign", "D-4", "D+4", "é4", "D١",
        ] {
            assert!(vertex(s, 19).is_err(), "{s}");
        }
    }

    #[test]
    fn vertex_no_pass_accepts_points() {
        assert_eq!(vertex_no_pass("e5", 9), Ok(Vertex::new(4, 4)));
        assert_eq!(vertex_no_pass("C3", 9), Ok(Vertex::new(2, 2)));
    }

    #[test]
    fn int_bounds() {
        assert_eq!(int("0"), Ok(0));
        assert_eq!(int("19"), Ok(19));
        assert_eq!(int("007"), Ok(7));
        assert_eq!(int("2147483647"), Ok(2_147_483_647));
        assert_eq!(
            int("2147483648"),
            Err(ArgError("integer out of range '2147483648'".to_string()))
        );
        assert!(int("4294967296").is_err());
        assert!(int("99999999999999999999999").is_err());
    }

    #[test]
    fn int_rejects_non_digits() {
        assert_eq!(
            int("abc"),
            Err(ArgError("expected an integer, got 'abc'".to_string()))
        );
        for s in ["", "-1", "+1", "1.5", "1e1", " 1", "1 ", "١"] {
            assert!(int(s).is_err(), "{s}");
        }
    }

    #[test]
    fn float_forms_accepted() {
        let cases: &[(&str, f32)] = &[
            ("6.5", 6.5),
            ("-3", -3.0),
            ("7", 7.0),
            ("1e1", 10.0),
            ("1E1", 10.0),
            ("+0.5", 0.5),
            (".5", 0.5),
            ("-.5", -0.5),
            ("5.", 5.0),
            ("0", 0.0),
            ("-0.5", -0.5),
            ("2.5e-1", 0.25),
            ("1e+2", 100.0),
            ("-1000000", -1_000_000.0),
        ];
        for &(s, v) in cases {
            assert_eq!(float(s), Ok(v), "{s}");
        }
    }

    #[test]
    fn float_forms_rejected() {
        assert_eq!(
            float("abc"),
            Err(ArgError("expected a float, got 'abc'".to_string()))
        );
        for s in [
            "", "6,5", "nan", "NaN", "inf", "-inf", "infinity", "+", "-", ".", "e1", "1e", "1e+",
            "1.2.3", " 1", "1 ", "0x10", "1_000", "--1",
        ] {
            assert!(float(s).is_err(), "{s:?}");
        }
    }

    #[test]
    fn float_must_be_finite() {
        assert_eq!(
            float("1e39"),
            Err(ArgError("float out of range '1e39'".to_string()))
        );
        assert!(float("-1e100").is_err());
        assert!(float("3.4e38").is_ok());
    }

    #[test]
    fn expect_args_counts() {
        assert_eq!(expect_args(&args(&[]), 0), Ok(()));
        assert_eq!(expect_args(&args(&["19"]), 1), Ok(()));
        assert_eq!(
            expect_args(&args(&[]), 1),
            Err(ArgError("expected 1 argument, got 0".to_string()))
        );
        assert_eq!(
            expect_args(&args(&["a", "b"]), 1),
            Err(ArgError("expected 1 argument, got 2".to_string()))
        );
        assert_eq!(
            expect_args(&args(&["a"]), 0),
            Err(ArgError("expected 0 arguments, got 1".to_string()))
        );
        assert_eq!(
            expect_args(&args(&["a"]), 3),
            Err(ArgError("expected 3 arguments, got 1".to_string()))
        );
    }

    #[test]
    fn move_args_parsing() {
        assert_eq!(
            move_args(&args(&["B", "D4"]), 19),
            Ok((Color::Black, Move::Play(Vertex::new(3, 3))))
        );
        assert_eq!(
            move_args(&args(&["white", "h10"]), 19),
            Ok((Color::White, Move::Play(Vertex::new(7, 9))))
        );
        assert_eq!(
            move_args(&args(&["w", "PASS"]), 9),
            Ok((Color::White, Move::Pass))
        );
        assert_eq!(
            move_args(&args(&["x", "D4"]), 19),
            Err(ArgError("invalid color 'x'".to_string()))
        );
        assert_eq!(
            move_args(&args(&["b", "J10"]), 9),
            Err(ArgError("invalid vertex 'J10'".to_string()))
        );
        assert_eq!(
            move_args(&args(&["b"]), 9),
            Err(ArgError("expected 2 arguments, got 1".to_string()))
        );
        assert!(move_args(&args(&[]), 9).is_err());
        assert!(move_args(&args(&["b", "d4", "c3"]), 9).is_err());
    }

    #[test]
    fn arg_error_displays_detail() {
        assert_eq!(
            ArgError("missing argument".to_string()).to_string(),
            "missing argument"
        );
    }

    // --- framing -----------------------------------------------------------------------

    #[test]
    fn framing_with_and_without_id() {
        assert_eq!(success(None, "2"), "= 2\n\n");
        assert_eq!(success(Some(1), "2"), "=1 2\n\n");
        assert_eq!(failure(None, "unknown command"), "? unknown command\n\n");
        assert_eq!(failure(Some(4), "illegal move"), "?4 illegal move\n\n");
        assert_eq!(success(Some(0), "x"), "=0 x\n\n");
    }

    #[test]
    fn framing_empty_text_keeps_space() {
        assert_eq!(success(None, ""), "= \n\n");
        assert_eq!(success(Some(7), ""), "=7 \n\n");
        assert_eq!(failure(None, ""), "? \n\n");
        assert_eq!(failure(Some(7), ""), "?7 \n\n");
        assert_eq!(success(Some(7), "\n\n"), "=7 \n\n");
    }

    #[test]
    fn framing_multi_line() {
        assert_eq!(success(None, "line1\nline2"), "= line1\nline2\n\n");
        assert_eq!(success(None, "line1\nline2\n"), "= line1\nline2\n\n");
        assert_eq!(success(None, "line1\nline2\n\n\n"), "= line1\nline2\n\n");
    }

    #[test]
    fn framing_collapses_internal_blank_lines() {
        assert_eq!(success(None, "line1\n\nline2"), "= line1\nline2\n\n");
        assert_eq!(success(Some(3), "a\n\n\n\nb\n\nc\n"), "=3 a\nb\nc\n\n");
        assert_eq!(failure(Some(2), "bad\n\nthing"), "?2 bad\nthing\n\n");
    }

    #[test]
    fn framing_keeps_leading_newline() {
        let board = "\n   A B\n 2 . .\n 1 . .\n";
        assert_eq!(success(None, board), "= \n   A B\n 2 . .\n 1 . .\n\n");
        assert_eq!(success(Some(5), board), "=5 \n   A B\n 2 . .\n 1 . .\n\n");
        assert_eq!(success(None, "\n\nx"), "= \nx\n\n");
    }

    #[test]
    fn framing_never_contains_blank_line_before_end() {
        for text in ["", "\n", "a\n\n\nb", "\n\n\n", "x\n\n"] {
            let reply = success(Some(1), text);
            let body = reply.strip_suffix("\n\n").unwrap();
            assert!(!body.contains("\n\n"), "{text:?}");
        }
    }
}
