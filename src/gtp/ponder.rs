//! Pondering: thinking on the opponent's time. After the engine's own move a background
//! thread searches the opponent's position with the engine's searcher, so that the tree is
//! grown by the time the reply comes (tree reuse keeps the subtree of the move played). Any
//! command stops it at once and gives the searcher back before the command runs (see
//! [`super::engine::Engine::stop_pondering`]), so no command ever sees a search in progress;
//! the thread never writes to stdout.
//!
//! Off by default (`--ponder`, or `ponder = true` in the settings file): two engines on one
//! machine would fight for the cores.

use crate::board::Color;
use crate::game::Game;
use crate::search::Searcher;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

/// A running ponder search: its stop flag and the thread that owns the searcher meanwhile.
pub struct Ponder {
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<Searcher>>,
}

impl Ponder {
    /// Starts `searcher` thinking about `color`'s move in `game` on a thread of its own.
    pub fn start(mut searcher: Searcher, game: Game, color: Color) -> std::io::Result<Ponder> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = std::thread::Builder::new()
            .name("ponder".into())
            .spawn(move || {
                searcher.ponder(&game, color, &flag);
                searcher
            })?;
        Ok(Ponder {
            stop,
            handle: Some(handle),
        })
    }

    /// Stops the search and gives the searcher back (`None` if the thread failed).
    pub fn stop(mut self) -> Option<Searcher> {
        self.stop.store(true, Ordering::Relaxed);
        self.handle.take()?.join().ok()
    }
}

impl Drop for Ponder {
    /// A ponder dropped while running lets its thread end by itself.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
