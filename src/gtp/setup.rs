//! Protocol and game setup: the board, moves, handicap stones, game records and the clock.
//! `protocol_version`, `name`, `version`, `known_command`, `list_commands` and `quit` are
//! answered by the registry itself ([`super::commands`]); everything else here changes or
//! shows the game without searching it.

use super::engine::{Engine, Reply, color_arg, syntax, vertices};
use super::parse::{self, ArgError};
use crate::board::{Color, MAX_SIZE, MIN_SIZE, Move, Vertex};
use crate::clock::KATA_TIME_SYSTEMS;
use crate::game::{Game, fixed_handicap_vertices, free_handicap_vertices};
use crate::rules;
use crate::{records, score, sgf};

impl Engine {
    pub(super) fn boardsize(&mut self, args: &[String]) -> Reply {
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

    pub(super) fn clear_board(&mut self, _: &[String]) -> Reply {
        self.game = self.game.resized(self.game.size());
        Ok(String::new())
    }

    pub(super) fn komi(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let komi = parse::float(&args[0]).map_err(syntax)?;
        self.game.set_komi(komi);
        Ok(String::new())
    }

    pub(super) fn play(&mut self, args: &[String]) -> Reply {
        let (color, mv) = parse::move_args(args, self.game.size()).map_err(syntax)?;
        self.game
            .play(color, mv)
            .map_err(|why| format!("illegal move: {why}"))?;
        Ok(String::new())
    }

    pub(super) fn undo(&mut self, args: &[String]) -> Reply {
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
        Ok(vertices(stones))
    }

    pub(super) fn fixed_handicap(&mut self, args: &[String]) -> Reply {
        let n = self.handicap_count(args)?;
        let stones = fixed_handicap_vertices(self.game.size(), n).map_err(|e| e.to_string())?;
        self.place(stones)
    }

    pub(super) fn place_free_handicap(&mut self, args: &[String]) -> Reply {
        let n = self.handicap_count(args)?;
        let stones = free_handicap_vertices(self.game.size(), n).map_err(|e| e.to_string())?;
        self.place(stones)
    }

    pub(super) fn set_free_handicap(&mut self, args: &[String]) -> Reply {
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

    pub(super) fn showboard(&mut self, _: &[String]) -> Reply {
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

    pub(super) fn loadsgf(&mut self, args: &[String]) -> Reply {
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

    pub(super) fn printsgf(&mut self, args: &[String]) -> Reply {
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

    pub(super) fn is_legal(&mut self, args: &[String]) -> Reply {
        let (color, mv) = parse::move_args(args, self.game.size()).map_err(syntax)?;
        Ok(if self.game.is_legal(color, mv) {
            "1"
        } else {
            "0"
        }
        .into())
    }

    pub(super) fn all_legal(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        // Top row first, left to right, as GNU Go lists them.
        let mut vs = self.game.legal_vertices(color);
        vs.sort_by_key(|v| (std::cmp::Reverse(v.y), v.x));
        Ok(vertices(vs))
    }

    pub(super) fn time_settings(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 3).map_err(syntax)?;
        let n: Vec<u32> = args
            .iter()
            .map(|a| parse::int(a))
            .collect::<Result<_, _>>()
            .map_err(syntax)?;
        self.clock.time_settings(n[0], n[1], n[2]);
        Ok(String::new())
    }

    pub(super) fn time_left(&mut self, args: &[String]) -> Reply {
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

    pub(super) fn kgs_time_settings(&mut self, args: &[String]) -> Reply {
        self.clock
            .kgs_time_settings(args)
            .map_err(|e| format!("syntax error: {e}"))?;
        Ok(String::new())
    }

    pub(super) fn kata_list_time_settings(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(KATA_TIME_SYSTEMS.join("\n"))
    }

    pub(super) fn kata_time_settings(&mut self, args: &[String]) -> Reply {
        self.clock
            .kata_time_settings(args)
            .map_err(|e| format!("syntax error: {e}"))?;
        log::info!("clock: {}", self.clock.describe());
        Ok(String::new())
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
