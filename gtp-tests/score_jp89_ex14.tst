# Life-and-death example 14 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 14: White must play A to gain a seki =====
# The text: "The eight black stones are alive and the seven white stones are
# dead. To gain a seki, white has to play at A." No diagram of it was found;
# the shape is chosen from the text alone, the smallest found that has the
# counts and plays out as the text says (a search over the white shapes in a
# 3x4 corner, each read out by hand below). score-games/jp14.sgf (9x9):
#   9 O O O . X O . . .     White's seven stones A9 B9 C9 A8 B8 A7 B7 inside
#   8 O O . . X O . . .     Black's eight stones A6-E6 E7-E9, which have no
#   7 O O . . X O . . .     liberty outside (White's wall F6-F9 and row 5).
#   6 X X X X X O . . .     Empty: D9 ("A"), C8 D8 C7 D7. Rows 1-5 and F-J
#   5 O O O O O O O O O     are White's, pass-alive.
#   4 O . . . . . . . .
#   3 O O O O O O O O O
#   2 O . . . . . . . .
#   1 O O O O O O O O O
#     A B C D E F G H J
# Black moving first kills: Black C7 leaves White the liberties D9 C8 and
# Black D9 D8 D7 C8.
# White C8: Black D8, and White cannot fill D9. White D8: Black C8, then White
# D9 or D7 is captured with the rest. White D9 or D7: Black D8 and captures.
# White moving first plays A (D9): both sides then have three liberties, all
# shared (C8 D8 C7 D7 left empty, none an eye), and whoever fills the second
# one is captured: a seki. (C8 or D7 would do too in this shape.) So Black is
# alive, White is dead unless it plays A before the end.
# Count: Black 12 points + 7 dead = 19; White 28 (G6-J9, B4-J4, B2-J2): W+9.
# After White A: seki, no territory for Black: W+28.
loadsgf score-games/jp14.sgf
kata-set-rules japanese
komi 0
1400 final_status_list dead
#? [A7 A8 A9 B7 B8 B9 C9]
1401 final_status_list seki
#? []
1402 final_score
#? [W\+9]
1403 tengen-score_breakdown
#? [.*territory: black 12 white 28\n.*dead stones removed: black 7 white 0\n.*]
play white D9
1404 final_status_list seki
#? [A6 B6 C6 D6 E6 E7 E8 E9\nA7 A8 A9 B7 B8 B9 C9 D9]
1405 final_score
#? [W\+28]
