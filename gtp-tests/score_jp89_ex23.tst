# Life-and-death example 23 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 23: Black alive, White dead; White A would make a seki =====
# The text: "Black is alive and White is dead. If White plays A before the end
# of the game, the position becomes a seki, but Black can capture 9 white
# stones while White captures 1 black stone." No diagram of it was found; the
# shape is chosen from the text alone: the only nine-stone white chain (in a
# search over a 3x5 corner inside a black chain) that is dead and that one
# white move (a unique A) turns into a seki. score-games/jp23.sgf (9x9):
#   9 O O O . . X O . .     White's nine stones A7-C9 (a 3x3 block) inside
#   8 O O O . . X O . .     Black's chain A6-F6 F7-F9, which has no liberty
#   7 O O O . . X O . .     outside (White's wall G6-G9 and row 5). Empty:
#   6 X X X X X X O . .     D9 E9 D8 ("A") E8 D7 E7. Rows 1-5 and H6-J9 are
#   5 O O O O O O O O O     White's, pass-alive.
#   4 O . . . . . . . .
#   3 O O O O O O O O O
#   2 O . . . . . . . .
#   1 O O O O O O O O O
#     A B C D E F G H J
# White has the liberties D9 D8 D7, Black D7 E7 E8 E9. Black moving first
# plays D8 and wins the race: whatever White answers (D9, D7, E8, a pass),
# Black fills White's last liberties first and captures the nine stones. White moving first plays A (D8):
# White then has D9 D7 E8, Black D7 E7 E8 E9. If Black takes E8, White D7
# leaves White D9 E7 against Black E7 E9: Black E7 or E9 is self-atari, and
# the throw-in at D9 is captured at E9 as a ko capture that Black may not
# take back before passing for it, while White fills E7 and captures: the
# ko rule of Article 7 clause 2 keeps the seki (White captures one black
# stone). So White is dead unless it plays A, and Black is alive either way.
# Not reproduced: the text's exact line (Black 9 stones for White 1) is not
# given; this shape has the nine white stones and the unique A, nothing more.
# Count: Black 15 points + 9 dead = 24; White 24 (H6-J9, B4-J4, B2-J2): 0.
# After White A: seki, no territory for Black: W+24.
loadsgf score-games/jp23.sgf
kata-set-rules japanese
komi 0
2300 final_status_list dead
#? [A7 A8 A9 B7 B8 B9 C7 C8 C9]
2301 final_status_list seki
#? []
2302 final_score
#? [0]
2303 tengen-score_breakdown
#? [.*territory: black 15 white 24\n.*dead stones removed: black 9 white 0\n.*]
play white D8
2304 final_status_list seki
#? [A6 B6 C6 D6 E6 F6 F7 F8 F9\nA7 A8 A9 B7 B8 B9 C7 C8 C9 D8]
2305 final_score
#? [W\+24]
