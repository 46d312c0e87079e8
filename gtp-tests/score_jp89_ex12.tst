# Life-and-death example 12 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 12: thousand-year ko =====
# score-games/jp12.sgf. White's inner group A8 A7 A6 B6 (four stones) sits
# against the edge; Black's inner group C9 C8 B8 C7 C6 C5 B5 B4 A4 (nine
# stones) wraps it, inside White's pass-alive wall (columns D, F, H and row 3).
# White's lone stone B9 is the ko stone: Black captures it at A9 in a ko. The
# two groups share the liberties B7 and A5; White also has A9, Black also has
# B9 once the ko stone is gone. The text's diagram is not available: this
# shape was built to play both of the text's sequences move for move.
# Black first: Black 1 A9 takes the ko; White 2 must pass; Black 3 B7 (atari);
# White 4 B9 retakes (legal, White passed); Black 5 must pass; White 6 A5
# captures the black stones. White first: White 1 B7; Black 2 A9 takes the ko;
# White 3 must pass; Black 4 A5 captures five white stones (four and White 1)
# as in the text. Black 3 joins Black's group, so White 6 captures ten here
# where the text says nine: the text's group has one stone fewer, which no
# shape found for this file gives without breaking the other sequence.
# Verdict: both groups alive in seki (Article 8); A9, B7 and A5 are dame.
# The ko stone B9 is dead by Article 7 but stays, as in example 25: after it
# is captured, a new white stone at B9 can be captured again (after a pass),
# and A9 is dame. A stone left on the board in a seki is listed in seki.
# Count: Black A1-D1 and F1-J1 = 8; White E4-E9, G4-G9, J4-J9 = 18: W+10.
loadsgf score-games/jp12.sgf
kata-set-rules japanese
komi 0
1200 final_status_list dead
#? []
1201 final_status_list seki
#? [A4 B4 B5 B8 C5 C6 C7 C8 C9\nA6 A7 A8 B6]
1202 tengen-score_breakdown
#? [.*territory: black 8 white 18\n.*dead stones left on the board: black 0 white 0\n(.*\n)*seki points not counted: black 0 white 1\ndame: 2\n.*result: W\+10.*]
