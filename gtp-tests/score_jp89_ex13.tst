# Life-and-death example 13 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 13: a seki Black cannot break (three stones, then two kos) =====
# score-games/jp13.sgf. Black's three stones A9 B9 A8 have the one liberty A7
# (Black's wall B7 A6 is next to it); White's three stones C9 C8 B8 have the
# liberties D9 (next to White's wall E9) and C7 (next to Black's wall); Black's
# stone D8 has D9 and D7. The text's diagram is not available: this shape was
# found by a search over small corner shapes for one that plays the text's
# sequence move for move, then read by hand.
# The text's sequence: Black 1 D9 (White's three stones are in atari at C7,
# and D8 D9 at D7). White 2 A7 captures three black stones (A9 B9 A8), which
# gives White's stones the liberties A8 and B9. Black 3 A8 recaptures White 2
# (its only liberty was A8; three stones were taken, so this is no ko).
# White 4 passes. Black 5 B9 (not a ko capture: it captures nothing) puts
# White's stones in atari again. White 6 A9 takes B9 in a ko; Black 7 must
# pass. White 8 A7 takes A8 in another ko; Black 9 must pass for the second
# ko (retaking the first, B9, would capture nothing: A9 has two liberties).
# White 10 D7 captures the last two black stones D8 D9. So Black cannot kill
# White. Black 1 at C7 instead: White D9 connects, Black D7 connects.
# White cannot kill Black either: White A7 takes three, Black A8 takes the
# capturing stone back and its new stones stay (Article 7 clause 1, as in
# example 1). Both alive with dame: a seki (Article 8).
# Count: A7 is not territory (seki points not counted: black 1); C7 D7 D9 are
# dame. Black B4-J3 = 16 and row 1 = 9: 25; White F7-F9 H7-H9 = 6: B+19.
# Chinese rules: Black 29 stones + 25 + A7 = 55, White 17 + 6 = 23: B+32.
loadsgf score-games/jp13.sgf
kata-set-rules japanese
komi 0
1300 final_status_list dead
#? []
1301 final_status_list seki
#? [A8 A9 B9\nB8 C8 C9\nD8]
1302 tengen-score_breakdown
#? [.*territory: black 25 white 6\n.*seki points not counted: black 1 white 0\n.*dame: 3\n.*result: B\+19.*]
kata-set-rules chinese
komi 0
1303 final_status_list seki
#? [A8 A9 B9\nB8 C8 C9\nD8]
1304 final_score
#? [B\+32]
