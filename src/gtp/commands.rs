//! The command registry: every GTP command once, with its handler, its kind (a plain command
//! answers with one response; a streaming one writes its response in pieces) and whether
//! `list_commands` shows it; and the dispatch of input lines to it.
//!
//! Handlers live in the file of their subject: [`super::setup`] (protocol and game setup),
//! [`super::rules`], [`super::scoring`], [`super::search`] and [`super::analyze`] (search and
//! analysis), [`super::clients`] (client extensions). Adding a command means one row here and
//! its handler there.

use super::analyze::{self, Dialect};
use super::engine::{Engine, Reply, syntax};
use super::input::Input;
use super::parse::{self, Command};
use std::io::{self, BufRead, Write};

/// A plain command: parses its arguments and answers once.
type Handler = fn(&mut Engine, &[String]) -> Reply;

/// A streaming command: writes its own response, in pieces, given the command's id.
type StreamHandler = fn(&mut Engine, Option<u32>, &[String], &mut dyn Write) -> io::Result<()>;

/// How a command is answered.
#[derive(Clone, Copy)]
enum Kind {
    Plain(Handler),
    Stream(StreamHandler),
}

/// One row of the registry.
struct Entry {
    name: &'static str,
    kind: Kind,
    /// Shown by `list_commands` (every command is answered and known to `known_command`).
    listed: bool,
}

const fn plain(name: &'static str, handler: Handler) -> Entry {
    Entry {
        name,
        kind: Kind::Plain(handler),
        listed: true,
    }
}

const fn stream(name: &'static str, handler: StreamHandler) -> Entry {
    Entry {
        name,
        kind: Kind::Stream(handler),
        listed: true,
    }
}

/// Answered but not listed by `list_commands`.
const fn unlisted(entry: Entry) -> Entry {
    Entry {
        listed: false,
        ..entry
    }
}

/// Every command, listed ones in the order `list_commands` prints them. Unlisted: `kgs-chat`
/// (listing it crashes kgsGtp 3.5.20 and later) and the `analyze` / `genmove_analyze` dialect
/// (as in KataGo: Sabaki would pick it first, and newer Sabaki reads win rates of commands
/// without the `kata-` prefix as ten-thousandths).
const COMMANDS: &[Entry] = &[
    plain("protocol_version", |_, _| Ok("2".into())),
    plain("name", |_, _| Ok("Tengen".into())),
    plain("version", |_, _| Ok(env!("CARGO_PKG_VERSION").into())),
    plain("known_command", known_command),
    plain("list_commands", list_commands),
    plain("quit", quit),
    plain("boardsize", Engine::boardsize),
    plain("clear_board", Engine::clear_board),
    plain("komi", Engine::komi),
    plain("play", Engine::play),
    plain("genmove", Engine::genmove),
    plain("reg_genmove", Engine::reg_genmove),
    plain("tengen-set_playouts", Engine::set_playouts),
    plain("tengen-set_threads", Engine::set_threads),
    plain("undo", Engine::undo),
    plain("fixed_handicap", Engine::fixed_handicap),
    plain("place_free_handicap", Engine::place_free_handicap),
    plain("set_free_handicap", Engine::set_free_handicap),
    plain("showboard", Engine::showboard),
    plain("loadsgf", Engine::loadsgf),
    plain("printsgf", Engine::printsgf),
    plain("is_legal", Engine::is_legal),
    plain("all_legal", Engine::all_legal),
    plain("time_settings", Engine::time_settings),
    plain("time_left", Engine::time_left),
    plain("kgs-time_settings", Engine::kgs_time_settings),
    plain("kgs-rules", Engine::kgs_rules),
    plain("kata-set-rules", Engine::kata_set_rules),
    plain("kata-get-rules", Engine::kata_get_rules),
    plain("kata-set-rule", Engine::kata_set_rule),
    plain("final_score", Engine::final_score),
    plain("final_status_list", Engine::final_status_list),
    plain("tengen-score_breakdown", Engine::score_breakdown),
    plain("tengen-score_all", Engine::score_all),
    plain("kata-list_time_settings", Engine::kata_list_time_settings),
    plain("kata-time_settings", Engine::kata_time_settings),
    plain("kgs-genmove_cleanup", Engine::kgs_genmove_cleanup),
    plain("kgs-game_over", Engine::kgs_game_over),
    unlisted(plain("kgs-chat", Engine::kgs_chat)),
    plain("gogui-analyze_commands", Engine::gogui_analyze_commands),
    plain("gogui-interrupt", Engine::gogui_interrupt),
    plain("gogui-title", Engine::gogui_title),
    plain("tengen-ownership", Engine::ownership_dboard),
    plain("tengen-final_status_gfx", Engine::final_status_gfx),
    plain("tengen-best_moves", Engine::best_moves_pspairs),
    plain("tengen-best_moves_gfx", Engine::best_moves_gfx),
    plain("tengen-rules", Engine::rules_param),
    stream("lz-analyze", |e, id, a, o| {
        analyze::analyze(e, Dialect::Lz, id, a, o)
    }),
    stream("kata-analyze", |e, id, a, o| {
        analyze::analyze(e, Dialect::Kata, id, a, o)
    }),
    unlisted(stream("analyze", |e, id, a, o| {
        analyze::analyze(e, Dialect::Sabaki, id, a, o)
    })),
    stream("lz-genmove_analyze", |e, id, a, o| {
        analyze::genmove_analyze(e, Dialect::Lz, id, a, o)
    }),
    stream("kata-genmove_analyze", |e, id, a, o| {
        analyze::genmove_analyze(e, Dialect::Kata, id, a, o)
    }),
    unlisted(stream("genmove_analyze", |e, id, a, o| {
        analyze::genmove_analyze(e, Dialect::Sabaki, id, a, o)
    })),
];

/// How the command called `name` (exactly; names are case-sensitive) is answered.
fn lookup(name: &str) -> Option<Kind> {
    COMMANDS.iter().find(|c| c.name == name).map(|c| c.kind)
}

fn known_command(_: &mut Engine, args: &[String]) -> Reply {
    parse::expect_args(args, 1).map_err(syntax)?;
    Ok(lookup(&args[0]).is_some().to_string())
}

/// Every command a client may rely on, one per line.
fn list_commands(_: &mut Engine, _: &[String]) -> Reply {
    Ok(COMMANDS
        .iter()
        .filter(|c| c.listed)
        .map(|c| c.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

fn quit(engine: &mut Engine, _: &[String]) -> Reply {
    engine.quit = true;
    Ok(String::new())
}

impl Engine {
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
        self.stop_pondering();
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
        // Every command finds the searcher at rest.
        self.stop_pondering();
        let reply = match lookup(&name) {
            Some(Kind::Stream(handler)) => {
                handler(self, id, &args, out)?;
                out.flush()?;
                return Ok(true);
            }
            Some(Kind::Plain(handler)) => handler(self, &args),
            None => Err("unknown command".into()),
        };
        let text = match reply {
            Ok(text) => parse::success(id, &text),
            Err(text) => parse::failure(id, &text),
        };
        out.write_all(text.as_bytes())?;
        out.flush()?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_is_registered_once() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
    }
}
