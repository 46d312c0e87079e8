//! The README's GTP command table names every command the engine lists (and the unlisted ones
//! it answers), and nothing it does not answer; its Rulesets section names every rule key and
//! every value of a choice.

mod common;

use common::Session;

#[test]
fn readme_table_covers_every_command() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let table = readme
        .split("## GTP commands")
        .nth(1)
        .expect("a GTP commands section");
    let documented: Vec<&str> = table
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .flat_map(|l| {
            // "name args` |" or "a`, `b` (unlisted) |"
            let cell = l.split(" |").next().unwrap_or("");
            cell.split("`, `")
                .map(|c| c.split([' ', '`']).next().unwrap_or(""))
                .collect::<Vec<_>>()
        })
        .collect();
    let mut e = Session::start(&["--log-level", "warn"]);
    let listed = e.ok("list_commands");
    for name in listed.lines() {
        assert!(documented.contains(&name), "README lacks {name}");
    }
    for name in &documented {
        assert_eq!(
            e.ok(&format!("known_command {name}")),
            "true",
            "README documents {name}, which is not answered"
        );
    }
    for unlisted in ["analyze", "genmove_analyze", "kgs-chat"] {
        assert!(documented.contains(&unlisted), "README lacks {unlisted}");
    }
}

#[test]
fn readme_names_every_rule_key_and_value() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let section = readme
        .split("## Rulesets")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("a Rulesets section");
    let words: Vec<&str> = section
        .split(['`', '/', '(', ')', ' ', ',', ':', '\n'])
        .collect();
    for field in tengen::rules::RULE_FIELDS {
        for key in std::iter::once(&field.key).chain(field.aliases) {
            assert!(words.contains(key), "README lacks rule key {key}");
        }
        for value in field.spellings() {
            assert!(
                words.contains(&value.name),
                "README lacks value {} of rule key {}",
                value.name,
                field.key
            );
        }
    }
}
