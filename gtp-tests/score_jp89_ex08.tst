# Life-and-death example 8 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 8: triple ko with an eye on one side =====
# score-games/jp08.sgf. Black's group D7 D6 E7 E8 F8 F9 G8 G7 (eight stones)
# has no eye; White's wall around it is pass-alive (eyes A9 A7 J7). Three kos:
# the "outside" ko E9 (White E9 takes the black ko stone D9, which sits against
# White's wall), and two "inside" kos: H9 (Black H9 takes White's ko stone G9)
# and F7 (White F7 takes the black ko stone F6). Black's group has the
# liberties E9 and F7, and G9 once White's ko stone is gone. The diagram is not
# available: the shape is chosen to play the text's sequence move for move.
# White's pass-alive wall stands for the text's ten white stones and their eye.
# The text: White 1 E9 takes the outside ko; Black 2 H9 takes an inside ko;
# White 3 F7 takes the other inside ko; Black 4 must pass (for either ko);
# White 5 G9 captures nine black stones (the eight and Black 2). So Black's
# stones are dead.
# White's ko stone G9 is a point the text does not settle for this shape:
# Black can capture it (H9), and White only gets a stone back on G9 by killing
# Black's group, which White can do anyway. That is example 9's white stone
# ("clearly dead because Black can capture it"), so Tengen calls it dead, and,
# as in example 9, the corner holds dead stones of both colours and is nobody's
# territory: none of them are removed.
# Count: Black A1-D1, F1-J1, A3-D3, F3-J3 = 16; White A9 A7 J7 = 3: B+13.
loadsgf score-games/jp08.sgf
kata-set-rules japanese
komi 0
800 final_status_list dead
#? [D6 D7 E7 E8 F8 F9 G7 G8\nD9\nF6\nG9]
801 final_status_list seki
#? []
802 tengen-score_breakdown
#? [.*territory: black 16 white 3\n.*dead stones left on the board: black 10 white 1\n.*result: B\+13.*]
