//! The settings file given with `--config FILE`: one `key = value` per line, the keys being
//! the long command-line flags without their dashes (`rules`, `komi`, `threads`,
//! `playouts-per-move`, `time-per-move`, …; `_` may stand for `-`). `#` starts a comment;
//! blank lines are ignored. An on/off flag such as `no-reuse` takes `true` or `false`.
//!
//! The file is turned into flags placed before the real command line, so a flag given on the
//! command line overrides the file, and every value is checked exactly as a flag is.
//!
//! Why not TOML: the settings are a dozen flat scalars that mirror the flags one to one; a
//! `key = value` reader is twenty lines and needs no new dependency (TOML would need the
//! `toml` and `serde` crates), and users of kgsGtp already write such files.

use std::ffi::OsString;

/// A flag the file may set: its long name and whether it takes a value.
pub struct Flag {
    pub name: String,
    pub takes_value: bool,
}

/// The file's text as command-line arguments (`--key=value`, or `--key` for an on/off flag
/// set to `true`). Errors name the line.
pub fn to_args(text: &str, flags: &[Flag]) -> Result<Vec<OsString>, String> {
    let mut args = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = |msg: String| format!("line {}: {msg}", i + 1);
        let Some((key, value)) = line.split_once('=') else {
            return Err(at(format!("expected 'key = value', got '{line}'")));
        };
        let key = key.trim().replace('_', "-");
        let value = value.trim().trim_matches('"');
        let Some(flag) = flags.iter().find(|f| f.name == key) else {
            let known: Vec<&str> = flags.iter().map(|f| f.name.as_str()).collect();
            return Err(at(format!(
                "unknown setting '{key}' (known: {})",
                known.join(", ")
            )));
        };
        if flag.takes_value {
            if value.is_empty() {
                return Err(at(format!("'{key}' needs a value")));
            }
            args.push(format!("--{key}={value}").into());
        } else {
            match value {
                "true" | "1" | "yes" => args.push(format!("--{key}").into()),
                "false" | "0" | "no" => {}
                _ => return Err(at(format!("'{key}' takes true or false, got '{value}'"))),
            }
        }
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags() -> Vec<Flag> {
        [("rules", true), ("komi", true), ("no-reuse", false)]
            .iter()
            .map(|&(n, v)| Flag {
                name: n.to_string(),
                takes_value: v,
            })
            .collect()
    }

    #[test]
    fn lines_become_flags() {
        let text = "# my bot\nrules = japanese  # KGS\n\nkomi=6.5\nno_reuse = true\n";
        let args = to_args(text, &flags()).unwrap();
        assert_eq!(args, ["--rules=japanese", "--komi=6.5", "--no-reuse"]);
        assert!(to_args("no-reuse = false", &flags()).unwrap().is_empty());
    }

    #[test]
    fn mistakes_name_their_line() {
        let e = to_args("rules = chinese\ncolour = red", &flags()).unwrap_err();
        assert!(e.starts_with("line 2: unknown setting 'colour'"), "{e}");
        assert!(
            to_args("komi", &flags())
                .unwrap_err()
                .starts_with("line 1:")
        );
        assert!(to_args("komi =", &flags()).is_err());
        assert!(to_args("no-reuse = maybe", &flags()).is_err());
    }
}
