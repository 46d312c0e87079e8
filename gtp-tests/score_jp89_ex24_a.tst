# Life-and-death example 24 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 24a (and commentary diagram 15): filling dame to obtain territory =====
# The text: "the black and white groups are both alive, but in seki because of
# the dame at A, so neither side has any territory. A move at A is needed to
# make Black's eyes into territory." Article 8: stones that are alive but
# possess dame are in seki, and the eye points of seki groups are not
# territory. The shape is open in the text; the simplest one is chosen: two
# groups with plenty of eyes and a single dame between them.
# score-games/jp24a.sgf (9x9): Black C1-C9 D6-D9 (13 stones, territory A1-B9),
# White D1-D4 E1-E9 (13 stones, territory F1-J9), and the dame D5 ("A"),
# which touches both.
# Per the text: both groups in seki, no territory, a draw: 0.
# After Black fills A (D5): Black 18, White 36: W+18.
#
# EXPECTED FAILURES (2401-2403): Tengen does not follow the text here, by
# design: judge.rs `mark_seki` counts a dame that either side can fill safely
# as a neutral point the players fill when they confirm the result (commentary
# on Article 9 clause 2: "the players fill the dame ... after stopping the
# game"), so it counts both groups' territory (W+18) even with A open. Only a
# dame that neither side can fill (a shared liberty of a real seki) makes
# groups seki. Following Article 8 to the letter would wipe out the territory
# of every game that ends with a dame open, which is how most engine games
# end; changing that is a decision for the lead, not a local fix.
loadsgf score-games/jp24a.sgf
kata-set-rules japanese
komi 0
2400 final_status_list dead
#? []
2401 final_status_list seki
#? [C1 C2 C3 C4 C5 C6 C7 C8 C9 D6 D7 D8 D9\nD1 D2 D3 D4 E1 E2 E3 E4 E5 E6 E7 E8 E9]*
2402 final_score
#? [0]*
2403 tengen-score_breakdown
#? [.*territory: black 0 white 0\n.*]*
play black D5
2404 final_score
#? [W\+18]
2405 final_status_list seki
#? []
