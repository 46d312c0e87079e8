//! Counting a finished game. For now a plain Tromp–Taylor area count of the board as it stands:
//! every stone is alive, and an empty region counts for a colour when only that colour borders
//! it. Rules-faithful judging (dead stones, seki, territory) is the scoring issue's work.

use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::game::{Game, GameState};

/// Area of each colour on the board as it stands: stones plus empty regions bordered only by
/// that colour.
pub fn area(board: &Board) -> [usize; 2] {
    let mut area = [
        board.stone_count(Color::Black),
        board.stone_count(Color::White),
    ];
    let mut seen = [false; MAX_POINTS];
    for p in board.points() {
        if board.cell(p) != Cell::Empty || seen[p] {
            continue;
        }
        let (size, borders) = empty_region(board, p, &mut seen);
        match borders {
            [true, false] => area[0] += size,
            [false, true] => area[1] += size,
            _ => {}
        }
    }
    area
}

/// Size of the empty region through `start` and which colours border it.
fn empty_region(board: &Board, start: Point, seen: &mut [bool; MAX_POINTS]) -> (usize, [bool; 2]) {
    let mut stack = vec![start];
    seen[start] = true;
    let mut size = 0;
    let mut borders = [false; 2];
    while let Some(p) = stack.pop() {
        size += 1;
        for n in board.neighbors(p) {
            match board.cell(n) {
                Cell::Empty if !seen[n] => {
                    seen[n] = true;
                    stack.push(n);
                }
                Cell::Stone(c) => borders[c.index()] = true,
                _ => {}
            }
        }
    }
    (size, borders)
}

/// Black's lead (negative: White leads) under a plain area count with komi.
pub fn area_lead(game: &Game) -> f32 {
    let [black, white] = area(game.board());
    black as f32 - white as f32 - game.komi()
}

/// A GTP result string: `B+3.5`, `W+0.5`, or `0` for a draw.
pub fn result_string(black_lead: f32) -> String {
    if black_lead > 0.0 {
        format!("B+{}", trim(black_lead))
    } else if black_lead < 0.0 {
        format!("W+{}", trim(-black_lead))
    } else {
        "0".to_string()
    }
}

fn trim(x: f32) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// The plain Tromp–Taylor result of the game, or why it cannot be counted.
pub fn final_score(game: &Game) -> Result<String, String> {
    match game.state() {
        GameState::NoResult(why) => Err(format!("cannot score: no result ({why})")),
        GameState::Decided { winner, reason } => {
            log::info!("game decided by rule: {reason}");
            Ok(format!("{}+R", winner.letter()))
        }
        _ => Ok(result_string(area_lead(game))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Move, Vertex};
    use crate::rules::preset;

    #[test]
    fn area_counts_stones_and_one_coloured_regions() {
        let mut g = Game::new(5, preset("tromp-taylor").unwrap());
        g.set_komi(0.5);
        for y in 0..5 {
            g.play(Color::Black, Move::Play(Vertex::new(1, y))).unwrap();
            g.play(Color::White, Move::Play(Vertex::new(3, y))).unwrap();
        }
        assert_eq!(area(g.board()), [10, 10]);
        assert_eq!(final_score(&g).unwrap(), "W+0.5");
        assert_eq!(result_string(0.0), "0");
        assert_eq!(result_string(3.0), "B+3");
    }
}
