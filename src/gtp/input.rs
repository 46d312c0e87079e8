//! The engine's input: a reader thread turns the controller's byte stream into lines and
//! sends them down a channel, so that a long command (a search, an analysis stream) can see
//! new input arrive while it runs and stop.
//!
//! Lines that arrive during a command are kept, in order, in a pending queue and answered
//! after it: pipelined input is never reordered or lost. The only line a running command may
//! consume is GoGui's `# interrupt` ([`Input::take_interrupt`]), a comment that gets no reply
//! anyway.
//!
//! [`Input::closed`] is an input that has already ended, for driving the engine line by line
//! without a controller (tests, fuzzing): nothing can interrupt a command there.

use std::collections::VecDeque;
use std::io::BufRead;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

/// GoGui's interrupt line: a comment, sent while a command runs (`gogui-interrupt`).
const INTERRUPT: &str = "# interrupt";

pub struct Input {
    lines: Option<Receiver<String>>,
    pending: VecDeque<String>,
    /// True if a controller's stream was attached (even if it has ended since).
    attached: bool,
}

impl Input {
    /// Input read from `reader` by a thread of its own, one line (without its LF) at a time.
    /// The thread ends at the end of input or on a read error.
    pub fn spawn(reader: impl BufRead + Send + 'static) -> Input {
        let (tx, rx) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("gtp-input".into())
            .spawn(move || {
                for line in reader.split(b'\n') {
                    let Ok(line) = line else {
                        break;
                    };
                    if tx
                        .send(String::from_utf8_lossy(&line).into_owned())
                        .is_err()
                    {
                        break;
                    }
                }
            });
        if let Err(e) = started {
            log::error!("cannot start the input thread: {e}");
            return Input::closed();
        }
        Input {
            lines: Some(rx),
            pending: VecDeque::new(),
            attached: true,
        }
    }

    /// An input that has ended: no line will ever arrive.
    pub fn closed() -> Input {
        Input {
            lines: None,
            pending: VecDeque::new(),
            attached: false,
        }
    }

    /// True if the input comes from a controller ([`Input::spawn`]), false for
    /// [`Input::closed`].
    pub fn is_attached(&self) -> bool {
        self.attached
    }

    /// The next line, waiting for it; `None` at the end of input.
    pub fn next_line(&mut self) -> Option<String> {
        if let Some(line) = self.pending.pop_front() {
            return Some(line);
        }
        let line = self.lines.as_ref()?.recv().ok();
        if line.is_none() {
            self.lines = None;
        }
        line
    }

    /// Moves every line that has arrived into the pending queue, without waiting.
    fn drain(&mut self) {
        while let Some(rx) = &self.lines {
            match rx.try_recv() {
                Ok(line) => self.pending.push_back(line),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => self.lines = None,
            }
        }
    }

    /// Waits up to `timeout` for a new line to arrive; true if one did. Returns at once
    /// when the input has ended.
    pub fn wait_for_new(&mut self, timeout: Duration) -> bool {
        let before = self.pending.len();
        self.drain();
        if self.pending.len() > before {
            return true;
        }
        let Some(rx) = &self.lines else {
            return false;
        };
        match rx.recv_timeout(timeout) {
            Ok(line) => {
                self.pending.push_back(line);
                true
            }
            Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => {
                self.lines = None;
                false
            }
        }
    }

    /// True if some line has arrived that no command has read yet.
    pub fn has_pending(&mut self) -> bool {
        self.drain();
        !self.pending.is_empty()
    }

    /// True once the input has ended (every line still pending can be read).
    pub fn is_closed(&mut self) -> bool {
        self.drain();
        self.lines.is_none()
    }

    /// Removes the first pending `# interrupt` line, if one has arrived; true if it did.
    pub fn take_interrupt(&mut self) -> bool {
        self.drain();
        match self.pending.iter().position(|l| is_interrupt(l)) {
            Some(i) => {
                self.pending.remove(i);
                true
            }
            None => false,
        }
    }
}

/// `# interrupt`, with or without CR and surrounding blanks.
fn is_interrupt(line: &str) -> bool {
    line.trim() == INTERRUPT
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn lines_come_in_order_and_interrupt_is_taken_out() {
        let mut input = Input::spawn(Cursor::new(b"a\r\n# interrupt\nb\n".to_vec()));
        while !input.is_closed() {
            input.wait_for_new(Duration::from_millis(10));
        }
        assert!(input.take_interrupt());
        assert!(!input.take_interrupt());
        assert_eq!(input.next_line().as_deref(), Some("a\r"));
        assert_eq!(input.next_line().as_deref(), Some("b"));
        assert_eq!(input.next_line(), None);
    }

    #[test]
    fn closed_input_has_nothing() {
        let mut input = Input::closed();
        assert!(!input.wait_for_new(Duration::from_millis(1)));
        assert!(input.is_closed());
        assert!(!input.has_pending());
        assert_eq!(input.next_line(), None);
    }
}
