//! Game records for training: finding the SGF files of a corpus, and replaying a game's main
//! line on a playout board, position by position, with the move the player chose.

use crate::board::{Board, Color, Move};
use crate::playout::board::{PASS, PlayoutBoard, code};
use crate::sgf::{self, GameRecord};
use std::path::{Path, PathBuf};

/// Every `.sgf` file under `dir`, sorted by path (so that a seeded shuffle is reproducible).
pub fn sgf_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries =
            std::fs::read_dir(&d).map_err(|e| format!("cannot read {}: {e}", d.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Reads a game record of the given board size; `None` for unreadable files and other sizes.
pub fn read_game(path: &Path, size: usize) -> Option<GameRecord> {
    let text = std::fs::read_to_string(path).ok()?;
    let rec = sgf::read(&text).ok()?;
    (rec.size == size).then_some(rec)
}

/// Replays the main line of `rec`: before each move, `visit(board, point)` sees the position
/// with the mover to play and the point chosen ([`PASS`] for a pass). Stops at the first move
/// the playout board cannot play (an occupied point, suicide, a ko retake). Returns the number of
/// moves replayed.
pub fn replay(rec: &GameRecord, mut visit: impl FnMut(&mut PlayoutBoard, u16)) -> usize {
    let mut setup = Board::new(rec.size);
    for (list, color) in [
        (&rec.setup_black, Color::Black),
        (&rec.setup_white, Color::White),
    ] {
        for &v in list {
            let p = setup.point(v);
            setup.set_stone(color, p);
        }
    }
    let first = rec.moves.first().map_or(Color::Black, |&(color, _)| color);
    let mut b = PlayoutBoard::from_board(&setup, first);
    let mut played = 0;
    for &(color, mv) in &rec.moves {
        b.set_to_move(code(color));
        let p = match mv {
            Move::Pass => PASS,
            Move::Play(v) => {
                if !v.on_board(rec.size) {
                    break;
                }
                let p = setup.point(v);
                if !b.legal(code(color), p) {
                    break;
                }
                p as u16
            }
        };
        visit(&mut b, p);
        b.set_to_move(code(color));
        b.play(p);
        played += 1;
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_sees_every_legal_move_and_stops_at_an_illegal_one() {
        let text = "(;GM[1]SZ[9]AB[cc];W[dd];B[ee];W[];B[dd])";
        let rec = sgf::read(text).unwrap();
        let mut seen = Vec::new();
        let n = replay(&rec, |b, p| seen.push((b.to_move(), p)));
        // B[dd] is on White's stone: replay stops there.
        assert_eq!(n, 3);
        assert_eq!(seen.len(), 3);
        assert_eq!(seen[2].1, PASS);
        let b = PlayoutBoard::new(9);
        assert_eq!(seen[0].0, code(Color::White));
        assert_ne!(seen[0].1, PASS);
        assert!(seen[0].1 as usize > b.stride());
    }
}
