//! Colours and vertices: the vocabulary every layer shares.

use std::fmt;

/// A player's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    Black,
    White,
}

impl Color {
    /// The other player.
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The full lower-case name (`black`, `white`) as GNU Go prints it.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The one-letter SGF property name (`B`, `W`).
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

/// A board point in board coordinates: `x` is the column from the left (0 = `A`),
/// `y` the row from the bottom (0 = row 1), so `Vertex { x: 0, y: 0 }` is `A1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vertex {
    pub x: u8,
    pub y: u8,
}

/// The letters of GTP columns: `I` is skipped, 25 letters allow boards up to 25×25.
pub const COLUMN_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

impl Vertex {
    pub fn new(x: u8, y: u8) -> Vertex {
        Vertex { x, y }
    }

    /// Parses a GTP vertex such as `D4`, `j11` (case-insensitive; `I` is not a column).
    /// Bounds against a board size are the caller's business.
    pub fn parse(text: &str) -> Option<Vertex> {
        let bytes = text.as_bytes();
        let letter = bytes.first()?.to_ascii_uppercase();
        let x = COLUMN_LETTERS.iter().position(|&c| c == letter)?;
        let digits = &text[1..];
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: usize = digits.parse().ok()?;
        if row == 0 || row > 25 {
            return None;
        }
        Some(Vertex::new(x as u8, (row - 1) as u8))
    }

    /// True if the vertex lies on a `size`×`size` board.
    pub fn on_board(self, size: usize) -> bool {
        (self.x as usize) < size && (self.y as usize) < size
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            COLUMN_LETTERS[self.x as usize] as char,
            self.y + 1
        )
    }
}

/// A move: a stone on a vertex, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Pass,
    Play(Vertex),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => write!(f, "pass"),
            Move::Play(v) => write!(f, "{v}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertex_round_trip_skips_i() {
        assert_eq!(Vertex::parse("j11"), Some(Vertex::new(8, 10)));
        assert_eq!(Vertex::parse("H8").unwrap().to_string(), "H8");
        assert_eq!(Vertex::parse("I5"), None);
        assert_eq!(Vertex::parse("A0"), None);
        assert_eq!(Vertex::parse("Z26"), None);
        assert_eq!(Vertex::parse("Z25"), Some(Vertex::new(24, 24)));
        assert_eq!(Vertex::parse("D4x"), None);
    }
}
