//! Extensions that particular controllers use (see `shared/reference/gtp-clients.md`), other
//! than those that belong to a subject of their own (rules, scoring, search, the clock):
//!
//! - **GoGui**: `gogui-analyze_commands` (the Analyze menu, whose commands live with their
//!   subjects), `gogui-interrupt` (the engine watches for `# interrupt` during searches, see
//!   [`super::input`]) and `gogui-title`.
//! - **kgsGtp**: `kgs-game_over` (acknowledged; the board is kept, the game may be resumed),
//!   and `kgs-chat`, answered but unlisted (listing it crashes kgsGtp 3.5.20 and later).

use super::engine::{Engine, Reply, syntax};
use super::parse::{self, ArgError};

/// The Analyze menu GoGui builds from `gogui-analyze_commands`: `type/label/command`.
const ANALYZE_COMMANDS: &[&str] = &[
    "dboard/Ownership/tengen-ownership",
    "gfx/Final status/tengen-final_status_gfx",
    "string/Score breakdown/tengen-score_breakdown",
    "string/Final score/final_score",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "pspairs/Best moves (visits)/tengen-best_moves %m",
    "gfx/Best moves and variation/tengen-best_moves_gfx %m",
    "param/Rules/tengen-rules",
    "string/Rules (KataGo JSON)/kata-get-rules",
    "string/Score under every ruleset/tengen-score_all",
    "none/Set playouts per move/tengen-set_playouts %s",
];

impl Engine {
    pub(super) fn gogui_interrupt(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(String::new())
    }

    pub(super) fn gogui_title(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(format!(
            "Tengen {} ({} rules, komi {})",
            env!("CARGO_PKG_VERSION"),
            self.game.rules().name,
            self.game.komi()
        ))
    }

    pub(super) fn gogui_analyze_commands(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(ANALYZE_COMMANDS.join("\n"))
    }

    /// `kgs-game_over`: the game has ended (or been adjourned): nothing is cleared, since KGS
    /// may resume it with a plain `genmove`.
    pub(super) fn kgs_game_over(&mut self, _: &[String]) -> Reply {
        log::info!("kgs-game_over: game over or adjourned; the position is kept");
        Ok(String::new())
    }

    /// `kgs-chat game|private NAME MESSAGE…`: the reply is sent to the chat.
    pub(super) fn kgs_chat(&mut self, args: &[String]) -> Reply {
        if args.len() < 3 || !matches!(args[0].as_str(), "game" | "private") {
            return Err(syntax(ArgError(
                "expected game|private, a name and a message".into(),
            )));
        }
        Ok(format!(
            "I am Tengen {}, a Monte Carlo Go program. Rules: {}, komi {}.",
            env!("CARGO_PKG_VERSION"),
            self.game.rules().name,
            self.game.komi()
        ))
    }
}
