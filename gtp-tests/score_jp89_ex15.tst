# Life-and-death example 15 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 15: White does not start the ko at A =====
# The text: "The four black stones are alive and the eleven white stones are
# dead. ... White does not play A to start the ko because he would lose. Black
# does not play B and C to capture the white stones because this would cost
# him two points." No diagram of it was found; the shape is chosen from the
# text alone (a search over a 3x6 corner inside a black chain for four black
# and eleven white stones where White has two liberties and a ko capture),
# and it plays like example 10's approach-move ko. score-games/jp15.sgf (9x9):
#   9 O O X . X O X O .     Black's four stones: C9 (a ko stone) and D8 E8
#   8 O O O X X O X O .     E9. White's eleven: A7-C8 with A9 B9 (eight
#   7 O O O . . O X O .     stones, liberty D7 "B") and F7-F9 (three, liberty
#   6 X X X X X X X O .     E7 "C"). D9 is "A". All of it sits inside Black's
#   5 O O O O O O O O O     chain A6-G6 G7-G9; White's wall H6-H9 and rows
#   4 O . . . . . . . .     1-5 are pass-alive.
#   3 O O O O O O O O O
#   2 O . . . . . . . .
#   1 O O O O O O O O O
#     A B C D E F G H J
# Black captures White with B (D7) and C (E7). White moving first: White A
# (D9) captures C9 in a ko; Black must pass; White D7 (atari on D8 E8 E9);
# Black retakes at C9 (legal, Black passed), which ataris White's eight
# stones; White must pass; Black E7 captures everything. (White E7 instead of
# D7 is captured at D7.) So the four black stones are alive, the eleven white
# stones dead, and Black need not spend B and C.
# Count: Black 14 points + 11 dead = 25; White 20 (J6-J9, B4-J4, B2-J2): B+5.
# If White plays A and the game stops there, White is still dead: Black 15
# points + 12 dead = 27, White 20 + 1 prisoner = 21: B+6.
loadsgf score-games/jp15.sgf
kata-set-rules japanese
komi 0
1500 final_status_list dead
#? [A7 A8 A9 B7 B8 B9 C7 C8\nF7 F8 F9]
1501 final_status_list seki
#? []
1502 final_score
#? [B\+5]
1503 tengen-score_breakdown
#? [.*territory: black 14 white 20\n.*dead stones removed: black 11 white 0\n.*]
play white D9
1504 final_status_list dead
#? [A7 A8 A9 B7 B8 B9 C7 C8\nD9\nF7 F8 F9]
1505 final_score
#? [B\+6]
