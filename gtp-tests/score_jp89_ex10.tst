# Life-and-death example 10 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 10 (and commentary diagram 10): approach-move ko =====
# score-games/jp10.sgf. Black's group C9 C8 B8 B7 B6 B5 A5 and the black ko
# stone A9 (eight stones) hold the corner; White's lone stone A8 is inside, in
# atari at A7 ("A": Black captures it there). B9 is the ko point: White B9
# captures A9 in a ko. Black's group has the liberties B9, A7 and A6. The
# diagram is not available: this shape was built to play the text's sequence
# move for move, with a ko White cannot simply connect (White A9 after taking
# it is self-atari).
# The text's sequence: White 1 B9 takes the ko; Black 2 must pass; White 3 A7
# (atari: Black is left with A6); Black 4 A9 retakes (legal, Black passed);
# White 5 must pass; Black 6 A6 captures two white stones (A8 A7). So Black
# need not play A before the end: the eight black stones are alive, the white
# stone is dead.
# Count: Black's corner A8 A7 A6 B9 = 4 (the dead stone taken off) plus A2-D2
# and F2-J2 = 8: 12 points and 1 prisoner; White D5 D6 E5-E9, G5-G9, J5-J9 =
# 17: W+4.
loadsgf score-games/jp10.sgf
kata-set-rules japanese
komi 0
1000 final_status_list dead
#? [A8]
1001 final_status_list seki
#? []
1002 final_score
#? [W\+4]
