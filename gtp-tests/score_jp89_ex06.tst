# Life-and-death example 6 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 6: position one move before long life (chosei) =====
# score-games/jp06.sgf. Black's ten stones: A8 B8 A7, B6 C6 D6 E6 E7 E8 and
# C9. White's four stones C8 D8 C7 D7 sit inside them with the liberties D9
# ("A") and B7; White's throw-in stone A9 has the one liberty B9; Black's C9
# has B9 and D9. White's wall (E9 F9 ..., row 5) encloses it all. The text's
# diagram is not available: the shape is built to play the text's two lines
# (and the long-life cycle as public descriptions of chosei give it: Black
# sacrifices two, White takes them, Black takes two back, White throws in).
# Black A (D9) makes long life: D9 and C9 are in atari (only B9) and so are
# White's four (only B7). White B9 takes two; Black C9 takes two back (A9 B9,
# whose only liberty was C9); White throws in at A9 again: the position
# repeats every four moves and White's four stones are never captured.
# White A (D9) joins the four stones to the wall (here that, not a bulky
# five as in the classic shape, is what kills): Black's stones have no eye
# and die. So Black's ten stones are dead, White's four are alive, and White
# removes the ten stones without playing A (the text's verdict). The thrown-in
# stone A9 stays on the board in White's territory.
# Count: White B9 D9 B7 A6 + the ten points of the dead stones = 14, G9 J9,
# G6-J7 = 6: 22 territory + 10 prisoners = 32; Black A1-D3, F1-J3 = 24: W+8.
# Chinese rules: Black 12 stones + 24 = 36, White 23 stones + 22 = 45: W+9.
loadsgf score-games/jp06.sgf
kata-set-rules japanese
komi 0
600 final_status_list dead
#? [A7 A8 B8\nB6 C6 D6 E6 E7 E8\nC9]
601 final_status_list seki
#? []
602 tengen-score_breakdown
#? [.*territory: black 24 white 22\n.*dead stones removed: black 0 white 10\n.*result: W\+8.*]
kata-set-rules chinese
komi 0
603 final_status_list dead
#? [A7 A8 B8\nB6 C6 D6 E6 E7 E8\nC9]
604 final_score
#? [W\+9]
