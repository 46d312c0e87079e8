# Life-and-death example 19 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 19: "White is alive and Black is dead." =====
# The text gives only the verdict, under the heading of positions related to
# Article 7 clauses 1 and 2. Rebuilt as a position where clause 2 is what kills
# Black: a group with one eye and a ko for its second eye, on a board that also
# holds a double-ko seki (an uneliminable source of ko threats, as in example
# 7-2 and commentary diagram 11), so that in play Black would always win the ko.
# score-games/jp19.sgf (13x13): the double-ko seki of score-games/bent4-dks.sgf
# at the top, Black walls on rows 9 and 6 (territory rows 7-8 and the top
# right), a White wall on row 5 over rows 1-4. In the lower left Black's seven
# stones A3 B3 C3 B2 A1 B1 C1 have the eye A2 and the point C2; Black's lone D2
# is in atari there (White D3 E2 D1 around it), so White C2 takes a ko.
# Confirmation: White C2 takes D2; Black must pass before retaking; White D2
# connects; Black's group has one eye left and White A2 captures seven. All
# eight black stones are dead; White's surrounding stones live.
# Count: White's territory rows 1-4 = 52 - 10 white stones = 42 points (the
# eight dead stones' points included) + 8 prisoners = 50; Black's rows 7-8 (26)
# and top right (13) = 39; the double-ko seki has no territory and its lone ko
# stones D13 and G13 stay (example 25): W+11.
# Under Chinese rules the ko is fought in play, and the double-ko seki gives
# Black a threat for every White ko capture, so the corner lives: Black 51
# stones + 42 (rows 7-8, top right, E13, A2, C2) = 93, White 42 stones + 33
# (rows 1-4 but A2 C2, H13) = 75, F11 dame: B+18.
loadsgf score-games/jp19.sgf
kata-set-rules japanese
komi 0
1900 final_status_list dead
#? [A1 A3 B1 B2 B3 C1 C3\nD2]
1901 tengen-score_breakdown
#? [.*territory: black 39 white 42\n.*dead stones removed: black 0 white 8\n.*result: W\+11.*]
1902 final_score
#? [W\+11]
kgs-rules chinese
komi 0
1910 final_status_list dead
#? []
1911 final_score
#? [B\+18]
