//! A picture of the judged board, as SVG, so that a person can check a score by eye: the
//! stones (one `circle` each), dead stones faded and crossed (one `path class="dead"` each),
//! territory shaded per owner with a small square (`rect class="territory black|white"`), seki
//! stones marked with a triangle (`class="seki"`), points bordered by one player that do not
//! count because of a seki (`class="seki-point"`), dame marked with a small diamond
//! (`class="dame"`), and under the board the result and the main terms of the count.

use std::fmt::Write as _;

use super::report::{GameReport, Terms, color_word};
use crate::board::{Color, Vertex};
use crate::score::count::{RegionCount, number};
use crate::score::{Status, Verdict};

/// Distance between lines, in pixels.
const CELL: f64 = 24.0;
/// Room around the grid for the coordinates.
const MARGIN: f64 = 30.0;
/// Height of one caption line.
const LINE: f64 = 18.0;
/// Width of a caption character, roughly, at the 12-pixel font size.
const CHAR_WIDTH: f64 = 6.8;
/// Column letters as GTP writes them (no I).
const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// The SVG text of the judged board of `size`, with the report's result and terms as caption.
pub fn draw(size: usize, verdict: &Verdict, report: &GameReport) -> String {
    let caption = caption(report);
    let grid = CELL * (size as f64 - 1.0);
    let longest = caption.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let width = (2.0 * MARGIN + grid).max(2.0 * MARGIN + CHAR_WIDTH * longest as f64);
    let board_height = 2.0 * MARGIN + grid;
    let board_width = board_height;
    let height = board_height + LINE * caption.len() as f64 + 10.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">"
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&report.file));
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n\
         <rect x=\"0\" y=\"0\" width=\"{board_width}\" height=\"{board_height}\" fill=\"#e0b96a\"/>"
    );
    grid_lines(&mut out, size);
    for &(v, point) in &verdict.points {
        let (x, y) = center(v, size);
        if let Some(region) = point.region {
            region_mark(&mut out, region, point.stone.is_some(), x, y);
        }
        if let Some((color, status)) = point.stone {
            stone(&mut out, color, status, x, y);
        }
    }
    for (i, line) in caption.iter().enumerate() {
        let y = board_height + LINE * (i as f64 + 1.0);
        let _ = writeln!(
            out,
            "<text x=\"{MARGIN}\" y=\"{y}\" class=\"caption\">{}</text>",
            escape(line)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// Pixel centre of a vertex (row 1 at the bottom).
fn center(v: Vertex, size: usize) -> (f64, f64) {
    let x = MARGIN + CELL * f64::from(v.x);
    let y = MARGIN + CELL * (size as f64 - 1.0 - f64::from(v.y));
    (x, y)
}

/// The lines of the grid and the coordinates around it.
fn grid_lines(out: &mut String, size: usize) {
    let far = MARGIN + CELL * (size as f64 - 1.0);
    let mut d = String::new();
    for i in 0..size {
        let at = MARGIN + CELL * i as f64;
        let _ = write!(d, "M{MARGIN} {at}H{far}M{at} {MARGIN}V{far}");
    }
    let _ = writeln!(
        out,
        "<path d=\"{d}\" stroke=\"#000000\" stroke-width=\"1\"/>"
    );
    for i in 0..size {
        let at = MARGIN + CELL * i as f64;
        let letter = char::from(COLUMNS[i.min(COLUMNS.len() - 1)]);
        let number = size - i;
        let _ = writeln!(
            out,
            "<text x=\"{at}\" y=\"{}\" text-anchor=\"middle\" class=\"coordinate\">{letter}</text>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"coordinate\">{number}</text>",
            MARGIN / 2.0 + 4.0,
            MARGIN / 2.0,
            at + 4.0
        );
    }
}

fn fill(color: Color) -> &'static str {
    match color {
        Color::Black => "#000000",
        Color::White => "#ffffff",
    }
}

fn name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A stone: one circle; a dead one faded and crossed, one in seki with a triangle.
fn stone(out: &mut String, color: Color, status: Status, x: f64, y: f64) {
    let r = CELL * 0.46;
    let opacity = if status == Status::Dead { 0.45 } else { 1.0 };
    let _ = writeln!(
        out,
        "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" class=\"stone {} {}\" fill=\"{}\" \
         stroke=\"#000000\" fill-opacity=\"{opacity}\"/>",
        name(color),
        status.name(),
        fill(color)
    );
    let mark = fill(color.opponent());
    match status {
        Status::Dead => {
            let a = CELL * 0.22;
            let _ = writeln!(
                out,
                "<path class=\"dead\" d=\"M{} {}L{} {}M{} {}L{} {}\" stroke=\"#d00000\" \
                 stroke-width=\"2.5\"/>",
                x - a,
                y - a,
                x + a,
                y + a,
                x - a,
                y + a,
                x + a,
                y - a
            );
        }
        Status::Seki => {
            let a = CELL * 0.22;
            let _ = writeln!(
                out,
                "<path class=\"seki\" d=\"M{x} {}L{} {}L{} {}Z\" fill=\"none\" stroke=\"{mark}\" \
                 stroke-width=\"2\"/>",
                y - a,
                x + a,
                y + a * 0.8,
                x - a,
                y + a * 0.8
            );
        }
        Status::Alive => {}
    }
}

/// A square of half-side `a` centred on `(x, y)`, with its class and drawing attributes.
fn square(out: &mut String, class: &str, (x, y): (f64, f64), a: f64, style: &str) {
    let _ = writeln!(
        out,
        "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {style}/>",
        x - a,
        y - a,
        2.0 * a,
        2.0 * a
    );
}

/// What a point that is not a living stone counts as: a square of the owner's colour for
/// territory (drawn under a dead stone too), a hollow one for points lost to a seki, a diamond
/// for dame.
fn region_mark(out: &mut String, region: RegionCount, under_stone: bool, x: f64, y: f64) {
    match region {
        RegionCount::Territory(c) => {
            let a = if under_stone { CELL * 0.32 } else { CELL * 0.2 };
            let style = format!("fill=\"{}\" stroke=\"#606060\"", fill(c));
            square(out, &format!("territory {}", name(c)), (x, y), a, &style);
        }
        RegionCount::SekiPoints(c) => {
            let style = format!(
                "fill=\"none\" stroke=\"{}\" stroke-dasharray=\"2,2\"",
                fill(c)
            );
            square(
                out,
                &format!("seki-point {}", name(c)),
                (x, y),
                CELL * 0.18,
                &style,
            );
        }
        RegionCount::Neutral if !under_stone => {
            let a = CELL * 0.2;
            let _ = writeln!(
                out,
                "<path class=\"dame\" d=\"M{x} {}L{} {y}L{x} {}L{} {y}Z\" fill=\"#2060d0\"/>",
                y - a,
                x + a,
                y + a,
                x - a
            );
        }
        RegionCount::Neutral => {}
    }
}

/// The caption lines: result, rules and komi, each player's main terms, and a legend.
fn caption(report: &GameReport) -> Vec<String> {
    let mut lines = vec![format!(
        "{} under {} rules, komi {}; {}",
        report.result.as_deref().unwrap_or("?"),
        report.rules.as_deref().unwrap_or("?"),
        report.komi.map_or("?".to_string(), number),
        report.against_record()
    )];
    if let Some(terms) = &report.breakdown {
        for color in [Color::Black, Color::White] {
            lines.push(format!(
                "{}: {}",
                color_word(color),
                terms_line(terms, color)
            ));
        }
        if terms.dame > 0 {
            lines.push(format!("dame: {}", terms.dame));
        }
    }
    lines.push(
        "red cross: dead stone; triangle: seki; square: territory; blue diamond: dame".to_string(),
    );
    lines
}

/// One player's terms, those that are not zero, and the total.
fn terms_line(t: &Terms, color: Color) -> String {
    let pick = |p: super::report::Pair<u32>| match color {
        Color::Black => p.black,
        Color::White => p.white,
    };
    let pick_f = |p: super::report::Pair<f32>| match color {
        Color::Black => p.black,
        Color::White => p.white,
    };
    let mut parts: Vec<String> = Vec::new();
    let mut add = |label: &str, value: f32| {
        if value != 0.0 || parts.is_empty() {
            let sign = if value < 0.0 && !parts.is_empty() {
                "- "
            } else if parts.is_empty() {
                ""
            } else {
                "+ "
            };
            parts.push(format!("{sign}{label} {}", number(value.abs())));
        }
    };
    add("territory", pick(t.territory) as f32);
    if t.scoring == "area" {
        add("stones", pick(t.stones) as f32);
        add("dame in turn", pick(t.dame_in_turn) as f32);
    } else {
        add("prisoners", pick(t.prisoners) as f32);
        add("dead", pick(t.dead_removed) as f32);
        add("pass stones", pick(t.pass_stones) as f32);
    }
    add("group tax", -(pick(t.group_tax) as f32));
    if color == Color::White {
        add("komi", t.komi);
        add("handicap", t.handicap_compensation);
    } else {
        add("first pass", -t.first_pass_point);
    }
    add("button", pick_f(t.button));
    format!("{} = {}", parts.join(" "), number(pick_f(t.total)))
}

/// Text safe inside an XML element.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if (c as u32) < 0x20 => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
