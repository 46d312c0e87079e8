# Life-and-death example 3 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 3: "Hane-Seki": "Black and White are both alive. By Article 8, the position is a seki." =====
# score-games/jp03.sgf, upper left corner:
#      A B C D E F G H J
#   9  O X O X . O X . X
#   8  O X O X O X X X X
#   7  O X O X O X O O O
#   6  . X O O O X O . .
#   5  . X O X X X O . .
#   4  O O O X . X O . .
#   3  X X X X X X O . .
#   2  . X . X . X O . .
#   1  X X X X X X O . .
# Black's five stones B5-B9 (liberties A6, A5) hold White's three stones A7-A9
# (liberty A6) in their eye; White's twelve stones C4-C9 D6 E6 E7 E8 A4 B4
# (liberties A5, E9) hold Black's three stones D7-D9 (liberty E9) in theirs;
# White's hane F9 (liberty E9) sits against Black's living wall G9. E9 is the
# text's "A": either side captures there. A5 and A6 are dame.
# The shape is the hane seki of a published scorer test position (lightvector's
# goscorer, test_hanezeki, its left half), whose outer liberties were all
# filled there; one dame (A5) is given back, chosen by an exact local search
# (every single stone of that half removed in turn; A5 and B5 were the only
# ones that leave a seki), and it is walled in by Black's living group
# (eyes H9 E4 A2 C2 E2) next to White's living group (G1-G7 H7 J7, H1-J6).
# Exact local reading (alpha-beta over the 27 points, every legal move):
# White captures at A (E9, taking D7-D9): Black then takes the whole corner
# (Black D8 in White's new three-point eye, then captures A7-A9 with A6 and
# wins the race), all 27 points Black's.
# Black captures at A (E9, taking F9): White 2 F9 takes the four stones E9 D9
# D8 D7; Black 3 E9 takes F9 back; White 4 A5 puts B5-B9 in atari, and Black
# loses B5-B9 and the corner whatever he does (if he connects at F9, E9 and F9
# join his wall: the corner but those two points). Captures at A6 (Black takes
# A7-A9) and plays at A5 lose too, for either side: left alone it is a seki,
# every stone alive, A5 A6 E9 dame.
# Verdict: all stones alive (seki); no seki eyes, three dame.
# Count: Black H9 E4 A2 C2 E2 = 5, White H1-J6 = 12: W+7. Under area counting
# Black 36 stones + 5 = 41, White 25 stones + 12 = 37: B+4.
# Tengen used to call White's hane F9 dead on its own: reading F9's chain alone
# (score/solver.rs, dead_chains) took the big spaces a capture opens as settled,
# and counted only a white stone back on F9 itself as its survival, so Black's
# captures at E9 and a connection at F9 looked final; by Article 7 clause 1 F9
# lives, since its capture enables new white stones Black cannot capture (White
# retakes four stones and its new stone at D9 stays). Then F9's own reading did
# not finish within its node budget, and an unread chain counted as not dead.
# Now an unread chain keeps the judgement's status (a dead lone stone must not
# come back to life for lack of nodes), and F9 lives by a reading that finishes:
# the one-chain reading counts a stone of its colour on a point emptied by a
# capture it made beside the chain's own points once the chain was taken (here
# D7-D9 E9, taken by White's F9). Tests 0300, 0301 and 0303 failed before.
loadsgf score-games/jp03.sgf
kata-set-rules japanese
komi 0
300 final_status_list dead
#? []
301 final_status_list seki
#? [A4 B4 C4 C5 C6 C7 C8 C9 D6 E6 E7 E8\nA7 A8 A9\nB5 B6 B7 B8 B9\nD7 D8 D9\nF9]
302 tengen-score_breakdown
#? [.*territory: black 5 white 12\n.*seki points not counted: black 0 white 0\ndame: 3\n.*result: W\+7.*]
303 tengen-score_breakdown
#? [.*dead stones left on the board: black 0 white 0\n.*]
304 final_score
#? [W\+7]
kgs-rules chinese
komi 0
310 final_status_list dead
#? []
311 final_score
#? [B\+4]

# The same seki must read the same whichever way the board is turned, and under
# every ruleset. score-games/jp03-turned.sgf: the position turned a quarter
# (the corner at the top right: White's three stones in Black's eye are G9 H9
# J9, White's hane J4). There the reading of G9 H9 J9 on their own ran out of
# nodes (the readings share one allowance, and which comes last follows the
# order of the points), and an unfinished reading kept the playouts' "dead":
# Black owned them in 75% of the playouts. Under New Zealand rules the same
# happened to the hane F9 in the test's own orientation (B+5). An unfinished
# reading now keeps "dead" only where the playouts gave the chain to the
# opponent in 80% of them or more; otherwise the region's reading stands.
loadsgf score-games/jp03-turned.sgf
kata-set-rules japanese
komi 0
320 final_status_list dead
#? []
321 final_score
#? [W\+7]
loadsgf score-games/jp03.sgf
kata-set-rules new-zealand
komi 0
330 final_status_list dead
#? []
331 final_score
#? [B\+4]
