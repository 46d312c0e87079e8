//! The engine's state: the game, the clock, the searcher and the input queue, with the helpers
//! that several subjects' handlers share (choosing a move within the clock's budget, reading a
//! colour argument). What each command does lives in the file of its subject; the registry
//! that names them all and dispatches input lines is [`super::commands`].
//!
//! Input comes through [`Input`]: a reader thread and a queue, so that a search can watch for
//! GoGui's `# interrupt` and an analysis stream ([`super::analyze`]) can stop when the next
//! command arrives.

use super::input::Input;
use super::parse::{self, ArgError};
use super::ponder::Ponder;
use crate::board::{Color, Move, Vertex};
use crate::clock::{Budget, Clock};
use crate::game::{Game, GameState};
use crate::rules::Ruleset;
use crate::search::{Choice, SearchConfig, SearchView, Searcher};
use std::time::Duration;

/// Start-up settings from the command line.
#[derive(Clone, Debug)]
pub struct EngineConfig {
    pub rules: Ruleset,
    pub komi: Option<f32>,
    pub seed: u64,
    pub size: usize,
    /// Search settings (threads, budgets, memory, policy); its seed is replaced by `seed`.
    pub search: SearchConfig,
    /// Think on the opponent's time (see [`super::ponder`]).
    pub ponder: bool,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            rules: Ruleset::default(),
            komi: None,
            seed: 1,
            size: 19,
            search: SearchConfig::default(),
            ponder: false,
        }
    }
}

/// A GTP engine: the game, the clock, the searcher and the input.
pub struct Engine {
    pub(super) game: Game,
    pub(super) clock: Clock,
    pub(super) searcher: Searcher,
    pub(super) input: Input,
    /// Set by `quit`: the input loop ends after the response.
    pub(super) quit: bool,
    /// Pondering is on.
    pub(super) ponder_enabled: bool,
    /// The ponder search running on the opponent's time, if any.
    pub(super) ponder: Option<Ponder>,
}

/// A plain command's answer: the response text, or the text of a GTP error.
pub(super) type Reply = Result<String, String>;

/// How often a search looks for GoGui's `# interrupt`.
const INTERRUPT_POLL: Duration = Duration::from_millis(2);

/// A `syntax error` message for a bad argument.
pub(super) fn syntax(e: ArgError) -> String {
    format!("syntax error: {}", e.0)
}

/// Vertices as a response lists them: separated by spaces.
pub(super) fn vertices(vs: impl IntoIterator<Item = Vertex>) -> String {
    vs.into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The one colour argument of a command.
pub(super) fn color_arg(args: &[String]) -> Result<Color, String> {
    parse::expect_args(args, 1).map_err(syntax)?;
    parse::color(&args[0]).map_err(syntax)
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        let mut game = Game::new(config.size, config.rules);
        if let Some(k) = config.komi {
            game.set_komi(k);
        }
        Engine {
            game,
            clock: Clock::new(),
            searcher: Searcher::new(SearchConfig {
                seed: config.seed,
                ..config.search
            }),
            input: Input::closed(),
            quit: false,
            ponder_enabled: config.ponder,
            ponder: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock's budget for `color`'s next move, if the clock has a limit.
    pub(super) fn clock_budget(&self, color: Color) -> Option<Budget> {
        let size = self.game.size();
        let board = self.game.board();
        let empty = board
            .points()
            .filter(|&p| board.cell(p) == crate::board::Cell::Empty)
            .count();
        self.clock.budget(color, size * size, empty)
    }

    /// Searches for `color`'s move within the clock's budget for this move (if the clock has a
    /// limit) and the search's own budget; GoGui's `# interrupt` ends the search early with
    /// the best move so far. Never an illegal move: a move the game refuses becomes a pass.
    pub(super) fn choose(&mut self, color: Color) -> Choice {
        self.choose_in(&self.game.clone(), color, |_| {})
    }

    /// [`Engine::choose`] in another game (same board, other rules), calling `seen` with the
    /// finished search.
    pub(super) fn choose_in(
        &mut self,
        game: &Game,
        color: Color,
        mut seen: impl FnMut(&SearchView),
    ) -> Choice {
        let budget = self.clock_budget(color);
        let input = &mut self.input;
        let mut watch = |view: &SearchView| {
            if view.finished() {
                seen(view);
                return false;
            }
            if input.is_closed() {
                view.sleep(INTERRUPT_POLL);
            } else {
                input.wait_for_new(INTERRUPT_POLL);
            }
            !input.take_interrupt()
        };
        judge_before_search(&mut self.searcher, game, color);
        let choice = self
            .searcher
            .genmove_watched(game, color, budget, &mut watch);
        self.legal_choice(color, choice)
    }

    /// Starts thinking on the opponent's time, if pondering is on and the game goes on.
    pub(super) fn start_pondering(&mut self) {
        if !self.ponder_enabled || self.ponder.is_some() || *self.game.state() != GameState::Playing
        {
            return;
        }
        let placeholder = Searcher::new(self.searcher.config().clone());
        let searcher = std::mem::replace(&mut self.searcher, placeholder);
        match Ponder::start(searcher, self.game.clone(), self.game.to_move()) {
            Ok(ponder) => self.ponder = Some(ponder),
            // The searcher went with the thread that failed to start: search afresh.
            Err(e) => log::warn!("cannot start pondering: {e}"),
        }
    }

    /// Stops pondering, if it runs, and takes the searcher (with its tree) back.
    pub(super) fn stop_pondering(&mut self) {
        if let Some(ponder) = self.ponder.take() {
            match ponder.stop() {
                Some(searcher) => self.searcher = searcher,
                None => log::error!("the ponder search failed; searching afresh"),
            }
        }
    }

    /// `choice`, or a pass if the game refuses its move.
    pub(super) fn legal_choice(&self, color: Color, choice: Choice) -> Choice {
        match choice {
            Choice::Play(mv) if !self.game.is_legal(color, mv) => {
                log::error!("search chose the illegal move {mv}; passing instead");
                Choice::Play(Move::Pass)
            }
            choice => choice,
        }
    }
}

/// After the opponent's pass, `color`'s pass would end the game: the search then counts the
/// finished positions with the judge's owners of the board as it stands (what
/// `final_status_list` and `final_score` say) rather than with its playouts' map, so that it
/// passes exactly when the count a referee makes says passing wins.
pub(super) fn judge_before_search(searcher: &mut Searcher, game: &Game, color: Color) {
    let opponent_passed = game.moves().last() == Some(&(color.opponent(), Move::Pass));
    if opponent_passed && *game.state() == GameState::Playing {
        let owners = crate::score::judged_owners(game.board(), game.rules());
        searcher.set_judged_owners(game, owners);
    }
}
