# Life-and-death example 24 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 24c: White needs B and C for two points =====
# The text: "Even if the dame at A is filled, White is alive in seki because
# of the dame at B, so White's two eyes and the point C are not territory. To
# get two points of territory, White must play at B and C."
# score-games/jp24c.sgf: the position of example 24b (see
# score_jp89_ex24_b.tst for the shape and its reading) with A (D3) filled by
# Black. White's group still possesses the dame A1 ("B"): seki, E1 G1 C1 are
# not territory, Black 73, White 0: B+73.
# White then plays A1 ("B"), which leaves A2 A1 B1 in atari at C1, and C1
# ("C"), which joins them to the group: no dame is left, E1 and G1 are White's
# two points: B+71. (White A1 alone is not enough: Black C1 takes three stones
# and White's retake at B1 takes one, the reasoning of example 23; that case
# is not stated by the text and is not tested here.)
# (Tengen needed the same three things as example 24b for this; see there.)
loadsgf score-games/jp24c.sgf
kata-set-rules japanese
komi 0
2420 final_status_list seki
#? [B1\nB11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nC2 D1 D2 E2 F1 F2 G2 H1 H2\nD13\nE12 F12 F13 G12\nG13]
2421 final_score
#? [B\+73]
play white A1
play white C1
2422 final_status_list dead
#? []
2423 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nD13\nE12 F12 F13 G12\nG13]
2424 tengen-score_breakdown
#? [.*territory: black 73 white 2\n(.*\n)*result: B\+71.*]
