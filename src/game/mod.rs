//! A game: the board plus everything the rules look at. Moves and passes, prisoners and pass
//! stones, the history that ko and superko rules compare against, handicap stones, undo to any
//! depth, and how the game stands (playing, stopped by two passes, ended without result or
//! decided by a rule).

mod handicap;
mod history;

pub use handicap::{HandicapError, fixed_handicap_vertices, free_handicap_vertices};

use crate::board::{Board, Color, Move, Point, Vertex};
use crate::rules::{CycleRule, KoRule, Ruleset};
use history::{Positions, Record};
use std::fmt;

/// How the game stands.
#[derive(Clone, Debug, PartialEq)]
pub enum GameState {
    Playing,
    /// Both players passed in succession: the game stopped and can be scored, or resumed by a
    /// further move.
    Stopped,
    /// Ended without result (Japanese Article 12, Chinese referee's ruling, Jasiek's exceptional
    /// ending with equal removals). The reason is for people.
    NoResult(String),
    /// Ended by a rule with a winner (Jasiek's exceptional ending with unequal removals).
    Decided {
        winner: Color,
        reason: String,
    },
}

impl GameState {
    /// True once the game can never be scored by counting.
    pub fn is_over_without_count(&self) -> bool {
        matches!(self, GameState::NoResult(_) | GameState::Decided { .. })
    }
}

impl fmt::Display for GameState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameState::Playing => write!(f, "playing"),
            GameState::Stopped => write!(f, "stopped after two passes"),
            GameState::NoResult(why) => write!(f, "ended without result: {why}"),
            GameState::Decided { winner, reason } => {
                write!(f, "won by {}: {reason}", winner.name())
            }
        }
    }
}

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    OffBoard,
    Occupied,
    Suicide,
    Ko,
    Superko,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegal::OffBoard => "off the board",
            Illegal::Occupied => "occupied point",
            Illegal::Suicide => "suicide",
            Illegal::Ko => "ko recapture",
            Illegal::Superko => "repeats an earlier position (superko)",
        })
    }
}

/// Everything that a move changes, saved so that undo restores it exactly.
#[derive(Clone)]
struct Frame {
    board: Board,
    to_move: Color,
    consecutive_passes: u32,
    passes: [u32; 2],
    first_pass: Option<Color>,
    last_pass: Option<Color>,
    state: GameState,
}

/// A game of Go under a ruleset.
#[derive(Clone)]
pub struct Game {
    rules: Ruleset,
    komi: f32,
    /// Whether komi came from the user (a `komi` command or flag) rather than the ruleset.
    komi_from_user: bool,
    initial: Board,
    initial_to_move: Color,
    handicap: Vec<Vertex>,
    /// Setup stones that are not handicap (from SGF `AB`/`AW`).
    setup: Vec<(Color, Vertex)>,
    now: Frame,
    undo_stack: Vec<Frame>,
    moves: Vec<(Color, Move)>,
    positions: Positions,
}

impl Game {
    pub fn new(size: usize, rules: Ruleset) -> Game {
        let board = Board::new(size);
        let komi = rules.default_komi;
        let mut positions = Positions::default();
        positions.push(Record::initial(&board, Color::Black));
        Game {
            rules,
            komi,
            komi_from_user: false,
            initial: board.clone(),
            initial_to_move: Color::Black,
            handicap: Vec::new(),
            setup: Vec::new(),
            now: Frame {
                board,
                to_move: Color::Black,
                consecutive_passes: 0,
                passes: [0; 2],
                first_pass: None,
                last_pass: None,
                state: GameState::Playing,
            },
            undo_stack: Vec::new(),
            moves: Vec::new(),
            positions,
        }
    }

    /// A fresh game of another size with the same rules and komi.
    pub fn resized(&self, size: usize) -> Game {
        let mut g = Game::new(size, self.rules.clone());
        g.komi = self.komi;
        g.komi_from_user = self.komi_from_user;
        g
    }

    pub fn board(&self) -> &Board {
        &self.now.board
    }
    pub fn size(&self) -> usize {
        self.now.board.size()
    }
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }
    pub fn komi(&self) -> f32 {
        self.komi
    }
    pub fn komi_from_user(&self) -> bool {
        self.komi_from_user
    }
    pub fn set_komi(&mut self, komi: f32) {
        self.komi = komi;
        self.komi_from_user = true;
    }
    pub fn to_move(&self) -> Color {
        self.now.to_move
    }
    pub fn state(&self) -> &GameState {
        &self.now.state
    }
    pub fn moves(&self) -> &[(Color, Move)] {
        &self.moves
    }
    pub fn handicap(&self) -> &[Vertex] {
        &self.handicap
    }
    pub fn setup(&self) -> &[(Color, Vertex)] {
        &self.setup
    }
    /// Passes each player made (the pass stones under equivalence scoring).
    pub fn passes(&self, color: Color) -> u32 {
        self.now.passes[color.index()]
    }
    pub fn first_pass(&self) -> Option<Color> {
        self.now.first_pass
    }
    pub fn last_pass(&self) -> Option<Color> {
        self.now.last_pass
    }
    /// Stones of `color`'s opponent that `color` holds as prisoners.
    pub fn prisoners(&self, color: Color) -> u32 {
        self.now.board.removed(color.opponent())
    }
    /// True if neither moves nor setup nor handicap stones are on record.
    pub fn is_pristine(&self) -> bool {
        self.moves.is_empty() && self.initial.is_empty_board()
    }

    /// Number of handicap stones for compensation: placed handicap stones, or else (as KataGo
    /// does for clients that send handicap as moves) Black's opening run of plays before White's
    /// first play when it is two or more stones.
    pub fn handicap_count(&self) -> usize {
        if !self.handicap.is_empty() {
            return self.handicap.len();
        }
        if !self.setup.is_empty() {
            return 0;
        }
        let mut run = 0;
        for &(c, m) in &self.moves {
            match (c, m) {
                (Color::Black, Move::Play(_)) => run += 1,
                (Color::White, Move::Pass) => {}
                _ => break,
            }
        }
        if run >= 2 { run } else { 0 }
    }

    /// Checks a move without playing it.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), Illegal> {
        match mv {
            Move::Pass => Ok(()),
            Move::Play(v) => self.check_play(color, v).map(|_| ()),
        }
    }

    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        self.check(color, mv).is_ok()
    }

    /// Every legal play (passes excluded) for `color`, bottom row first.
    pub fn legal_vertices(&self, color: Color) -> Vec<Vertex> {
        let board = &self.now.board;
        board
            .points()
            .map(|p| board.vertex(p))
            .filter(|&v| self.check_play(color, v).is_ok())
            .collect()
    }

    fn check_play(&self, color: Color, v: Vertex) -> Result<Point, Illegal> {
        let board = &self.now.board;
        if !v.on_board(board.size()) {
            return Err(Illegal::OffBoard);
        }
        let p = board.point(v);
        if board.cell(p) != crate::board::Cell::Empty {
            return Err(Illegal::Occupied);
        }
        let preview = board.preview(color, p);
        if preview.suicide == 1 || (preview.suicide > 1 && !self.rules.multi_stone_suicide) {
            return Err(Illegal::Suicide);
        }
        let basic_ko = board.ko() == Some((p, color));
        let repeats = |key| self.positions.count(key) > 0;
        let refused = match self.rules.ko {
            KoRule::Simple | KoRule::Basic => basic_ko,
            KoRule::PositionalSuperko => repeats(history::positional(preview.hash)),
            KoRule::SituationalSuperko => {
                repeats(history::situational(preview.hash, color.opponent()))
            }
            KoRule::NaturalSituationalSuperko => repeats(history::natural(preview.hash, color)),
            KoRule::ChineseSuperko => basic_ko || self.recreates_within(preview.hash, 3),
        };
        if refused {
            return Err(if basic_ko {
                Illegal::Ko
            } else {
                Illegal::Superko
            });
        }
        Ok(p)
    }

    /// True if a board with this hash (stones only, whoever is to move) has occurred in the game:
    /// the start position (after handicap or setup stones) or after any move since. Cycle rules
    /// can only end the game on a play that recreates such a board.
    pub fn has_had_board(&self, hash: u64) -> bool {
        self.positions.count(history::positional(hash)) > 0
    }

    /// The board hashes ([`Board::hash`]) of every position of the game so far, the current
    /// one included.
    pub fn board_hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.positions.boards()
    }

    /// True if `hash` equals the board of one of the last `plies` positions, with no pass between. Chinese
    /// superko forbids the two short cycles: basic ko (2 plies) and sending-two-returning-one, which
    /// recreates the board of 3 plies before (two plays by one side, one capture of two stones).
    fn recreates_within(&self, hash: u64, plies: usize) -> bool {
        self.positions.recent_boards(plies).any(|h| h == hash)
    }

    /// Plays a move for `color` (which need not be the player to move: GTP allows two moves of
    /// one colour in a row). The state is unchanged if the move is illegal.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), Illegal> {
        let point = match mv {
            Move::Pass => None,
            Move::Play(v) => Some(self.check_play(color, v)?),
        };
        self.undo_stack.push(self.now.clone());
        self.moves.push((color, mv));
        match point {
            None => self.apply_pass(color),
            Some(p) => self.apply_play(color, p),
        }
        Ok(())
    }

    fn apply_pass(&mut self, color: Color) {
        let f = &mut self.now;
        if self.rules.ko != KoRule::Basic {
            f.board.clear_ko();
        }
        f.passes[color.index()] += 1;
        f.first_pass.get_or_insert(color);
        f.last_pass = Some(color);
        f.consecutive_passes += 1;
        f.to_move = color.opponent();
        if f.consecutive_passes >= 2 && f.state == GameState::Playing {
            f.state = GameState::Stopped;
        }
        self.positions
            .push(Record::after_pass(&self.now.board, color));
    }

    fn apply_play(&mut self, color: Color, p: Point) {
        let f = &mut self.now;
        f.board.play(color, p);
        f.consecutive_passes = 0;
        f.to_move = color.opponent();
        if f.state == GameState::Stopped {
            f.state = GameState::Playing;
        }
        let record = Record::after_play(&self.now.board, color);
        self.judge_cycle(&record);
        self.positions.push(record);
    }

    /// Applies the ruleset's cycle rule to the position a play just created.
    fn judge_cycle(&mut self, record: &Record) {
        if self.now.state.is_over_without_count() {
            return;
        }
        match self.rules.cycle {
            CycleRule::Continue => {}
            CycleRule::NoResult => {
                let seen = self
                    .positions
                    .count(history::situational(record.hash, record.to_move));
                if seen >= 2 {
                    self.now.state = GameState::NoResult(format!(
                        "the whole-board position occurred for the third time at move {}",
                        self.moves.len()
                    ));
                }
            }
            CycleRule::ExceptionalEnding => {
                if let Some(earlier) = self.positions.last_with_board(record.hash) {
                    let black = record.removed[0] - earlier.removed[0];
                    let white = record.removed[1] - earlier.removed[1];
                    let why = format!(
                        "move {} recreated an earlier position; {black} black and {white} white stones were removed in between",
                        self.moves.len()
                    );
                    self.now.state = match black.cmp(&white) {
                        std::cmp::Ordering::Equal => GameState::NoResult(why),
                        std::cmp::Ordering::Less => GameState::Decided {
                            winner: Color::Black,
                            reason: why,
                        },
                        std::cmp::Ordering::Greater => GameState::Decided {
                            winner: Color::White,
                            reason: why,
                        },
                    };
                }
            }
        }
    }

    /// Takes back the last move. Handicap and setup stones are not moves and stay.
    pub fn undo(&mut self) -> bool {
        match self.undo_stack.pop() {
            Some(frame) => {
                self.now = frame;
                self.moves.pop();
                self.positions.pop();
                true
            }
            None => false,
        }
    }

    /// Places handicap stones on an empty board before any move. White moves next.
    pub fn place_handicap(&mut self, stones: &[Vertex]) -> Result<(), HandicapError> {
        self.place_initial(stones.iter().map(|&v| (Color::Black, v)).collect())?;
        self.handicap = stones.to_vec();
        Ok(())
    }

    /// Places setup stones (SGF `AB`/`AW`) on an empty board before any move.
    pub fn place_setup(
        &mut self,
        stones: Vec<(Color, Vertex)>,
        to_move: Color,
    ) -> Result<(), HandicapError> {
        self.place_initial(stones.clone())?;
        self.setup = stones;
        self.now.to_move = to_move;
        self.initial_to_move = to_move;
        self.positions = Positions::default();
        self.positions
            .push(Record::initial(&self.now.board, to_move));
        Ok(())
    }

    fn place_initial(&mut self, stones: Vec<(Color, Vertex)>) -> Result<(), HandicapError> {
        if !self.is_pristine() {
            return Err(HandicapError::BoardNotEmpty);
        }
        let mut board = self.now.board.clone();
        for &(c, v) in &stones {
            if !v.on_board(board.size()) || !board.set_stone(c, board.point(v)) {
                return Err(HandicapError::BadVertexList(format!(
                    "{v} repeated or off the board"
                )));
            }
        }
        if !board.all_chains_have_liberties() {
            return Err(HandicapError::BadVertexList(
                "a chain would have no liberty".into(),
            ));
        }
        let black_only = stones.iter().all(|&(c, _)| c == Color::Black);
        let to_move = if black_only && !stones.is_empty() {
            Color::White
        } else {
            Color::Black
        };
        self.initial = board.clone();
        self.initial_to_move = to_move;
        self.now.board = board;
        self.now.to_move = to_move;
        self.positions = Positions::default();
        self.positions
            .push(Record::initial(&self.now.board, to_move));
        Ok(())
    }

    /// Switches rules, replaying the whole game under the new ones. Refuses, changing nothing, if
    /// a move of the game would be illegal under them. Komi follows the new rules' default unless
    /// the user set it.
    pub fn set_rules(&mut self, rules: Ruleset) -> Result<(), String> {
        let mut replay = self.clone();
        replay.rules = rules;
        replay.rewind();
        for (i, &(color, mv)) in self.moves.iter().enumerate() {
            replay.play(color, mv).map_err(|why| {
                format!(
                    "move {} ({} {}) would be illegal under {}: {why}",
                    i + 1,
                    color.name(),
                    mv,
                    replay.rules.name
                )
            })?;
        }
        if !replay.komi_from_user {
            replay.komi = replay.rules.default_komi;
        }
        *self = replay;
        Ok(())
    }

    /// Back to the position before the first move, keeping handicap and setup stones.
    fn rewind(&mut self) {
        while self.undo() {}
    }
}

#[cfg(test)]
mod tests;
