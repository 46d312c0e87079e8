# Life-and-death example 13 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 13: "Black and White are both alive. By Article 8, the position is a seki." =====
# score-games/jp13.sgf, lower left. Black's four stones A1 B1 A2 (liberty A3)
# and B3 (liberties A3, C3); White's five stones B2 C2 D2 C1 D1 (liberties C3,
# D3), shut in by Black's living E1 E2 (bottom right group, eyes F1 and H1-J1).
# Around them: Black's living left group (A4-B9, eyes A7 A9) touches A3, and
# White's living wall (B4-J4, E3-J3, C5-C9, territory D5-J9) touches C3 and D3.
# The text's diagram is not available: the shape was found by an exhaustive
# search of 3x4 corner regions (every colouring of the 12 points with four
# black stones, the seven black stones of the text's line less Black 1, 3 and
# 5, and of the walls around them with at most two colour changes), keeping
# those where the text's ten moves are legal under the confirmation ko rule and
# where an exhaustive reading finds that neither side can capture the other;
# of those, this one also needs White 2 (Black 1 is a real threat).
# Black first (the text's line): Black 1 C3; White 2 A3 captures three black
# stones (A1 B1 A2); Black 3 A2 recaptures White 2 (it took three stones, so
# this is no ko; Black 3 has two liberties); White 4 passes (or plays A1, B1 or
# D3); Black 5 B1 (atari on the five white stones; it captures nothing, so it is
# no ko capture and White may answer at once); White 6 A1 takes B1 in a ko;
# Black 7 passes (for that ko); White 8 A3 takes A2 in another ko; at 9 Black
# must pass for the second ko (A1 can no longer be retaken: it has the liberty
# A2 now); White 10 D3 captures the last two black stones, B3 and C3.
# White first: White A3 captures A1 B1 A2, but Black A2 retakes the lone stone
# (a new stone the capture enabled, Article 7 clause 1) and B3 and A2 connect
# out at A3; White C3 or D3 is answered by A3.
# Verdict: all nine stones alive in seki; C3 and D3 are dame, A3 is an eye point
# of a group in seki, so not territory (Article 8).
# Count: Black A7 A9 F1 H1 J1 = 5, White D5-J9 = 30: W+25. Under area counting
# Black 20 stones + 5 + A3 = 26, White 23 stones + 30 = 53: W+27.
loadsgf score-games/jp13.sgf
kata-set-rules japanese
komi 0
1300 final_status_list dead
#? []
1301 final_status_list seki
#? [A1 A2 B1\nB2 C1 C2 D1 D2\nB3]
1302 tengen-score_breakdown
#? [.*territory: black 5 white 30\n.*seki points not counted: black 1 white 0\ndame: 2\n.*result: W\+25.*]
1303 final_score
#? [W\+25]
kgs-rules chinese
komi 0
1310 final_status_list dead
#? []
1311 final_score
#? [W\+27]
