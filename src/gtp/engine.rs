//! The command table and what each command does. Handlers parse their arguments, call the game
//! layers, and return the response text or a GTP error message. A handler either succeeds or
//! leaves every piece of state as it was.
//!
//! Input comes through [`Input`]: a reader thread and a queue, so that a search can watch for
//! GoGui's `# interrupt` and an analysis stream ([`super::analyze`]) can stop when the next
//! command arrives. Client extensions (GoGui, KGS, KataGo's time settings) live in
//! [`super::clients`].

use super::input::Input;
use super::parse::{self, ArgError, Command};
use super::{analyze, clients};
use crate::board::{Color, MAX_SIZE, MIN_SIZE, Move, Vertex};
use crate::clock::Clock;
use crate::game::{Game, fixed_handicap_vertices, free_handicap_vertices};
use crate::rules::{self, Ruleset};
use crate::search::{Choice, SearchConfig, SearchView, Searcher};
use crate::{records, score, sgf};
use std::io::{self, BufRead, Write};
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
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            rules: Ruleset::default(),
            komi: None,
            seed: 1,
            size: 19,
            search: SearchConfig::default(),
        }
    }
}

/// A GTP engine: the game, the clock, and the command table.
pub struct Engine {
    pub(super) game: Game,
    pub(super) clock: Clock,
    pub(super) searcher: Searcher,
    pub(super) input: Input,
    quit: bool,
}

pub(super) type Reply = Result<String, String>;
pub(super) type Handler = fn(&mut Engine, &[String]) -> Reply;

/// How often a search looks for GoGui's `# interrupt`.
const INTERRUPT_POLL: Duration = Duration::from_millis(2);

/// Every command we answer, in the order `list_commands` prints them.
const COMMANDS: &[(&str, Handler)] = &[
    ("protocol_version", |_, _| Ok("2".into())),
    ("name", |_, _| Ok("Tengen".into())),
    ("version", |_, _| Ok(env!("CARGO_PKG_VERSION").into())),
    ("known_command", Engine::known_command),
    ("list_commands", Engine::list_commands),
    ("quit", Engine::quit),
    ("boardsize", Engine::boardsize),
    ("clear_board", Engine::clear_board),
    ("komi", Engine::komi),
    ("play", Engine::play),
    ("genmove", Engine::genmove),
    ("reg_genmove", Engine::reg_genmove),
    ("tengen-set_playouts", Engine::set_playouts),
    ("tengen-set_threads", Engine::set_threads),
    ("undo", Engine::undo),
    ("fixed_handicap", Engine::fixed_handicap),
    ("place_free_handicap", Engine::place_free_handicap),
    ("set_free_handicap", Engine::set_free_handicap),
    ("showboard", Engine::showboard),
    ("loadsgf", Engine::loadsgf),
    ("printsgf", Engine::printsgf),
    ("is_legal", Engine::is_legal),
    ("all_legal", Engine::all_legal),
    ("time_settings", Engine::time_settings),
    ("time_left", Engine::time_left),
    ("kgs-time_settings", Engine::kgs_time_settings),
    ("kgs-rules", Engine::kgs_rules),
    ("kata-set-rules", Engine::kata_set_rules),
    ("kata-get-rules", Engine::kata_get_rules),
    ("kata-set-rule", Engine::kata_set_rule),
    ("final_score", Engine::final_score),
    ("final_status_list", Engine::final_status_list),
    ("tengen-score_breakdown", Engine::score_breakdown),
    ("tengen-score_all", Engine::score_all),
    // Client extensions (src/gtp/clients.rs); the analysis streams follow in list_commands.
    ("kata-list_time_settings", Engine::kata_list_time_settings),
    ("kata-time_settings", Engine::kata_time_settings),
    ("kgs-genmove_cleanup", Engine::kgs_genmove_cleanup),
    ("kgs-game_over", Engine::kgs_game_over),
    ("gogui-analyze_commands", Engine::gogui_analyze_commands),
    ("gogui-interrupt", Engine::gogui_interrupt),
    ("gogui-title", Engine::gogui_title),
    ("tengen-ownership", Engine::ownership_dboard),
    ("tengen-final_status_gfx", Engine::final_status_gfx),
    ("tengen-best_moves", Engine::best_moves_pspairs),
    ("tengen-best_moves_gfx", Engine::best_moves_gfx),
    ("tengen-rules", Engine::rules_param),
];

/// The handler of a plain (non-streaming) command, listed or not.
fn plain_handler(name: &str) -> Option<Handler> {
    COMMANDS
        .iter()
        .chain(clients::UNLISTED)
        .find(|(n, _)| *n == name)
        .map(|&(_, h)| h)
}

fn syntax(e: ArgError) -> String {
    format!("syntax error: {}", e.0)
}

fn color_arg(args: &[String]) -> Result<Color, String> {
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
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// True once `quit` was answered.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// Answers one raw input line: the framed response, or `None` for lines that get none
    /// (empty, comment-only, or an id alone). Without a controller attached nothing can
    /// interrupt a command: an analysis stream runs for one move's search budget.
    pub fn handle_line(&mut self, raw: &str) -> Option<String> {
        let mut out = Vec::new();
        // Writing to memory cannot fail, so an error here means nothing was answered.
        let answered = matches!(self.answer(raw, &mut out), Ok(true));
        answered.then(|| String::from_utf8_lossy(&out).into_owned())
    }

    /// Reads commands until `quit` or end of input, answering each in order. The input is
    /// read by a thread of its own, so that searches can be interrupted and analysis streams
    /// stopped by the next line (see [`Input`]).
    pub fn run(
        &mut self,
        input: impl BufRead + Send + 'static,
        mut output: impl Write,
    ) -> io::Result<()> {
        self.input = Input::spawn(input);
        while let Some(line) = self.input.next_line() {
            self.answer(&line, &mut output)?;
            if self.quit {
                break;
            }
        }
        self.input = Input::closed();
        Ok(())
    }

    /// Writes the response to one raw line, if it gets one; true if it did.
    fn answer(&mut self, raw: &str, out: &mut dyn Write) -> io::Result<bool> {
        let Some(line) = parse::preprocess(raw) else {
            return Ok(false);
        };
        let Some(Command { id, name, args }) = parse::parse_command(&line) else {
            return Ok(false);
        };
        if let Some(stream) = analyze::stream_handler(&name) {
            stream(self, id, &args, out)?;
        } else {
            let reply = match plain_handler(&name) {
                Some(handler) => handler(self, &args),
                None => Err("unknown command".into()),
            };
            let text = match reply {
                Ok(text) => parse::success(id, &text),
                Err(text) => parse::failure(id, &text),
            };
            out.write_all(text.as_bytes())?;
        }
        out.flush()?;
        Ok(true)
    }

    fn known_command(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let name = args[0].as_str();
        let known = plain_handler(name).is_some() || analyze::stream_handler(name).is_some();
        Ok(known.to_string())
    }

    /// Every command a client may rely on, one per line. `kgs-chat` (it crashes kgsGtp
    /// 3.5.20 and later) and the `analyze` / `genmove_analyze` dialect (whose win rates
    /// newer Sabaki would misread) are answered but not listed.
    fn list_commands(&mut self, _: &[String]) -> Reply {
        Ok(COMMANDS
            .iter()
            .map(|(n, _)| *n)
            .chain(analyze::LISTED.iter().copied())
            .collect::<Vec<_>>()
            .join("\n"))
    }

    fn quit(&mut self, _: &[String]) -> Reply {
        self.quit = true;
        Ok(String::new())
    }

    fn boardsize(&mut self, args: &[String]) -> Reply {
        // gtp2ogs sends `boardsize W H`; square boards given that way are fine.
        if args.len() != 2 {
            parse::expect_args(args, 1).map_err(syntax)?;
        }
        let sizes: Vec<u32> = args
            .iter()
            .map(|a| parse::int(a))
            .collect::<Result<_, _>>()
            .map_err(syntax)?;
        if sizes.len() == 2 && sizes[0] != sizes[1] {
            return Err("unacceptable size: rectangular boards are not supported".into());
        }
        let size = sizes[0] as usize;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(format!("unacceptable size: {MIN_SIZE} to {MAX_SIZE}"));
        }
        self.game = self.game.resized(size);
        Ok(String::new())
    }

    fn clear_board(&mut self, _: &[String]) -> Reply {
        self.game = self.game.resized(self.game.size());
        Ok(String::new())
    }

    fn komi(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let komi = parse::float(&args[0]).map_err(syntax)?;
        self.game.set_komi(komi);
        Ok(String::new())
    }

    fn play(&mut self, args: &[String]) -> Reply {
        let (color, mv) = parse::move_args(args, self.game.size()).map_err(syntax)?;
        self.game
            .play(color, mv)
            .map_err(|why| format!("illegal move: {why}"))?;
        Ok(String::new())
    }

    /// The clock's budget for `color`'s next move, if the clock has a limit.
    pub(super) fn clock_budget(&self, color: Color) -> Option<Duration> {
        let size = self.game.size();
        self.clock
            .budget(color, size * size, self.game.moves().len())
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
        let choice = self
            .searcher
            .genmove_watched(game, color, budget, &mut watch);
        self.legal_choice(color, choice)
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

    fn genmove(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        let mv = match self.choose(color) {
            Choice::Resign => return Ok("resign".into()),
            Choice::Play(mv) => mv,
        };
        self.game
            .play(color, mv)
            .map_err(|why| format!("internal error: generated {mv}: {why}"))?;
        Ok(mv.to_string())
    }

    fn reg_genmove(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        Ok(match self.choose(color) {
            Choice::Resign => "resign".into(),
            Choice::Play(mv) => mv.to_string(),
        })
    }

    /// `tengen-set_playouts N`: a fixed budget of N playouts per move (0: back to time).
    fn set_playouts(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let n = parse::int(&args[0]).map_err(syntax)?;
        let mut config = self.searcher.config().clone();
        config.playouts_per_move = (n > 0).then_some(n.into());
        self.searcher.set_config(config);
        Ok(String::new())
    }

    /// `tengen-set_threads N`: search with N threads (at least 1).
    fn set_threads(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let n = parse::int(&args[0]).map_err(syntax)?;
        if n == 0 {
            return Err("syntax error: at least one thread".into());
        }
        let mut config = self.searcher.config().clone();
        config.threads = n as usize;
        self.searcher.set_config(config);
        Ok(String::new())
    }

    fn undo(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        if self.game.undo() {
            Ok(String::new())
        } else {
            Err("cannot undo".into())
        }
    }

    fn handicap_count(&self, args: &[String]) -> Result<usize, String> {
        parse::expect_args(args, 1).map_err(syntax)?;
        let n = parse::int(&args[0]).map_err(syntax)? as usize;
        if !self.game.is_pristine() {
            return Err("board not empty".into());
        }
        Ok(n)
    }

    fn place(&mut self, stones: Vec<Vertex>) -> Reply {
        self.game
            .place_handicap(&stones)
            .map_err(|e| e.to_string())?;
        Ok(stones
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" "))
    }

    fn fixed_handicap(&mut self, args: &[String]) -> Reply {
        let n = self.handicap_count(args)?;
        let stones = fixed_handicap_vertices(self.game.size(), n).map_err(|e| e.to_string())?;
        self.place(stones)
    }

    fn place_free_handicap(&mut self, args: &[String]) -> Reply {
        let n = self.handicap_count(args)?;
        let stones = free_handicap_vertices(self.game.size(), n).map_err(|e| e.to_string())?;
        self.place(stones)
    }

    fn set_free_handicap(&mut self, args: &[String]) -> Reply {
        let size = self.game.size();
        let mut stones = Vec::new();
        for a in args {
            match parse::vertex(a, size).map_err(syntax)? {
                Move::Pass => return Err("bad vertex list: pass is not a handicap stone".into()),
                Move::Play(v) if stones.contains(&v) => {
                    return Err(format!("bad vertex list: {v} repeated"));
                }
                Move::Play(v) => stones.push(v),
            }
        }
        if stones.len() < 2 || stones.len() >= size * size {
            return Err(format!(
                "bad vertex list: {} stones; 2 to {} allowed",
                stones.len(),
                size * size - 1
            ));
        }
        if !self.game.is_pristine() {
            return Err("board not empty".into());
        }
        self.place(stones).map(|_| String::new())
    }

    fn showboard(&mut self, _: &[String]) -> Reply {
        let g = &self.game;
        Ok(format!(
            "\n{}\nrules {} komi {} to move {}; prisoners held: black {} white {}\nstate: {}",
            g.board().diagram(),
            g.rules().name,
            g.komi(),
            g.to_move().name(),
            g.prisoners(Color::Black),
            g.prisoners(Color::White),
            g.state()
        ))
    }

    fn loadsgf(&mut self, args: &[String]) -> Reply {
        if args.is_empty() || args.len() > 2 {
            return Err(syntax(ArgError(
                "expected a file name and an optional move number".into(),
            )));
        }
        let before = match args.get(1) {
            Some(n) => Some(parse::int(n).map_err(syntax)? as usize),
            None => None,
        };
        let text = std::fs::read(&args[0]).map_err(|e| format!("cannot load file: {e}"))?;
        let record = sgf::read_bytes(&text).map_err(|e| format!("cannot load file: {e}"))?;
        self.game = records::game_from_record(&record, &self.game, before)
            .map_err(|e| format!("cannot load file: {e}"))?;
        Ok(String::new())
    }

    fn printsgf(&mut self, args: &[String]) -> Reply {
        if args.len() > 1 {
            return Err(syntax(ArgError("expected at most a file name".into())));
        }
        let text = sgf::write(&record_from_game(&self.game));
        match args.first() {
            Some(path) => {
                std::fs::write(path, text).map_err(|e| format!("cannot write file: {e}"))?;
                Ok(String::new())
            }
            None => Ok(text.trim_end().to_string()),
        }
    }

    fn is_legal(&mut self, args: &[String]) -> Reply {
        let (color, mv) = parse::move_args(args, self.game.size()).map_err(syntax)?;
        Ok(if self.game.is_legal(color, mv) {
            "1"
        } else {
            "0"
        }
        .into())
    }

    fn all_legal(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        // Top row first, left to right, as GNU Go lists them.
        let mut vs = self.game.legal_vertices(color);
        vs.sort_by_key(|v| (std::cmp::Reverse(v.y), v.x));
        Ok(vs
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" "))
    }

    fn time_settings(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 3).map_err(syntax)?;
        let n: Vec<u32> = args
            .iter()
            .map(|a| parse::int(a))
            .collect::<Result<_, _>>()
            .map_err(syntax)?;
        self.clock.time_settings(n[0], n[1], n[2]);
        Ok(String::new())
    }

    fn time_left(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 3).map_err(syntax)?;
        let color = parse::color(&args[0]).map_err(syntax)?;
        // Whole seconds in GTP; KataGo's time extensions allow fractions.
        let seconds = parse::float(&args[1]).map_err(syntax)?;
        if seconds < 0.0 {
            return Err("syntax error: negative time".into());
        }
        let stones = parse::int(&args[2]).map_err(syntax)?;
        self.clock.time_left_secs(color, seconds.into(), stones);
        Ok(String::new())
    }

    fn kgs_time_settings(&mut self, args: &[String]) -> Reply {
        self.clock
            .kgs_time_settings(args)
            .map_err(|e| format!("syntax error: {e}"))?;
        Ok(String::new())
    }

    fn change_rules(&mut self, rules: Ruleset) -> Reply {
        let name = rules.name.clone();
        self.game
            .set_rules(rules)
            .map_err(|e| format!("cannot change rules: {e}"))?;
        log::info!("rules changed to {name}; komi {}", self.game.komi());
        Ok(String::new())
    }

    fn kgs_rules(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let name = match args[0].to_ascii_lowercase().as_str() {
            "japanese" => "japanese",
            // KGS enforces positional superko for its "Chinese" rules.
            "chinese" => "chinese-kgs",
            "aga" => "aga",
            "new_zealand" => "new_zealand",
            other => return Err(format!("unknown rules: {other}")),
        };
        let rules = rules::preset(name).ok_or_else(|| format!("unknown rules: {name}"))?;
        self.change_rules(rules)
    }

    fn kata_set_rules(&mut self, args: &[String]) -> Reply {
        if args.is_empty() {
            return Err(syntax(ArgError("expected a ruleset name or JSON".into())));
        }
        let rules = rules::parse_rules(&args.join(" ")).map_err(|e| e.to_string())?;
        self.change_rules(rules)
    }

    fn kata_get_rules(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(rules::to_katago_json(self.game.rules()))
    }

    fn kata_set_rule(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 2).map_err(syntax)?;
        let mut rules = self.game.rules().clone();
        rules::set_rule(&mut rules, &args[0], &args[1])
            .map_err(|e| format!("syntax error: {e}"))?;
        self.change_rules(rules)
    }

    fn final_score(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        score::final_score(&self.game)
    }

    fn final_status_list(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        score::final_status_list(&self.game, &args[0])
    }

    fn score_breakdown(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        score::breakdown_text(&self.game)
    }

    fn score_all(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(score::score_all(&self.game))
    }
}

/// The game as a record: setup, handicap, rules, komi and every move.
fn record_from_game(game: &Game) -> sgf::GameRecord {
    let rules = game.rules();
    let ru = if rules::preset(&rules.name).as_ref() == Some(rules) {
        rules.name.clone()
    } else {
        rules::to_katago_json(rules)
    };
    let mut setup_black: Vec<Vertex> = game.handicap().to_vec();
    let mut setup_white = Vec::new();
    for &(c, v) in game.setup() {
        match c {
            Color::Black => setup_black.push(v),
            Color::White => setup_white.push(v),
        }
    }
    let result = match game.state() {
        crate::game::GameState::Stopped | crate::game::GameState::Decided { .. } => {
            score::final_score(game).ok()
        }
        crate::game::GameState::NoResult(_) => Some("Void".to_string()),
        crate::game::GameState::Playing => None,
    };
    sgf::GameRecord {
        size: game.size(),
        komi: Some(game.komi()),
        handicap: game.handicap().len(),
        rules: Some(ru),
        setup_black,
        setup_white,
        moves: game.moves().to_vec(),
        player_to_move: None,
        result,
        ..sgf::GameRecord::new(game.size())
    }
}
