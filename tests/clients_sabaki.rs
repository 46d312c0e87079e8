//! Drives the engine through Sabaki's own GTP library, the npm package `@sabaki/gtp`
//! (tests/sabaki/sabaki_session.js): pipelined start-up, a synchronised position, genmove
//! (as `kata-genmove_analyze` and plain), about a second of `kata-analyze` interrupted as
//! Sabaki interrupts it, and quit.
//!
//! Needs Node.js (and npm if the package is not installed yet). In CI (`CI=true`) a missing
//! tool fails the test; on a developer's machine the test is skipped with one line on stderr. `.ci/run` installs Node.js
//! and the package (`npm ci` in tests/sabaki) and fails if it cannot. If the package is missing
//! here, the test installs it with `npm ci` first.

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn sabaki_gtp_library_drives_the_engine() {
    let test = "sabaki_gtp_library_drives_the_engine";
    if !common::tool_available(test, "node", common::runs("node")) {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    if !dir.join("node_modules/@sabaki/gtp/package.json").exists() {
        if !common::tool_available(test, "npm (to install @sabaki/gtp)", common::runs("npm")) {
            return;
        }
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir)
            .status()
            .expect("run npm ci in tests/sabaki");
        assert!(status.success(), "npm ci in tests/sabaki failed");
    }
    let out = Command::new("node")
        .arg("sabaki_session.js")
        .arg(env!("CARGO_BIN_EXE_tengen"))
        .args([
            "--threads",
            "1",
            "--playouts-per-move",
            "300",
            "--seed",
            "1",
        ])
        .args(["--log-level", "warn"])
        .current_dir(&dir)
        .output()
        .expect("run node");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{stdout}");
    assert!(
        out.status.success(),
        "the Sabaki session failed:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains(" passed, 0 failed"), "{stdout}");
}
