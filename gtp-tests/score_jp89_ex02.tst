# Life-and-death example 2 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 2: two stones saved by a recapture, in a seki =====
# score-games/jp02.sgf. Black's two stones B9 C9 have one liberty, A9 ("A"):
# White's six stones B8 C8 D8 D9 D7 E7 surround them. Those white stones have
# no eye and share their two liberties E9 and E8 with Black's eyeless three
# stones F9 F8 F7, which White's wall encloses: a seki between the six white
# and the three black stones, with E9 and E8 as dame. If White fills either
# dame his six stones are in atari and Black captures them; if Black fills one
# his three stones are in atari and White captures them. The text's diagram is
# not available: the shape is chosen as the simplest one where the text's
# sequence plays out and the dame cannot be filled by either side.
# The text: Black does not have to play A. If White captures the two stones
# (White A9), Black 2 B9 takes the capturing stone back (it has only B9 as a
# liberty, A8 being Black's wall; two stones were taken, so this is no ko);
# White 3 (say C9, joining the six stones) and Black 4 A9 joins Black's wall.
# Black's new stones B9 and A9 cannot be captured, so the two stones are alive
# (Article 7 clause 1, as in the snapback of the commentary), and since there
# are dame the position is a seki (Article 8).
# Count: A9, surrounded by seki stones, is not territory (seki points not
# counted: black 1); E9 and E8 are dame. Black B5 D5 A1-D3 = 14; White H9 H8
# H6 G5 J4 G1-J3 = 14: jigo. Chinese rules count A9 for Black: B+1.
loadsgf score-games/jp02.sgf
kata-set-rules japanese
komi 0
200 final_status_list dead
#? []
201 final_status_list seki
#? [B8 C8 D7 D8 D9 E7\nB9 C9\nF7 F8 F9]
202 tengen-score_breakdown
#? [.*territory: black 14 white 14\n.*seki points not counted: black 1 white 0\n.*dame: 2\n.*result: 0\n.*]
kata-set-rules chinese
komi 0
203 final_status_list seki
#? [B8 C8 D7 D8 D9 E7\nB9 C9\nF7 F8 F9]
204 final_score
#? [B\+1]
