# Life-and-death example 20 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 20: "White and Black are both alive. By Article 8, the position is a seki." =====
# The text gives only the verdict, under the heading of positions related to
# Article 7 clauses 1 and 2 (ko in the confirmation phase). Rebuilt as the
# smallest position we know where a ko decides a seki: a mutual ko in the upper
# right, the shape a level-1 GNU Go self-play game ended with
# (results/scorecheck/9x9-018.sgf; both engines misjudged it there).
# score-games/jp20.sgf: Black's eight stones G9 G8 H8 G7 G6 H6 H5 J5 have the
# liberties H9 and J6; White's three stones H7 J7 J8 have J6 and J9. The rest is
# a plainly living White wall (F5-F9, G5, row 4) over A5-E9 and a Black wall
# (row 3) over rows 1-2.
# - White starts: H9 (atari); Black J9 takes the ko (one stone, and White's three
#   are now in atari at J6); White must pass before retaking; Black J6 captures
#   three. White's try kills White.
# - Black starts: J9 (atari); White H9 takes the ko (Black's eight are now in
#   atari at J6); Black must pass before retaking; White J6 captures eight.
# - J6 by either side fills its own last shared liberty and is captured at once.
# Whoever starts loses, so neither does: both live in seki, H9 J9 J6 are dame.
# Count: Black 18 (rows 1-2), White 25 (A5-E9): W+7; under area counting
# Black 17 + 18 = 35, White 18 + 25 = 43: W+8.
loadsgf score-games/jp20.sgf
kata-set-rules japanese
komi 0
2000 final_status_list dead
#? []
2001 final_status_list seki
#? [G6 G7 G8 G9 H5 H6 H8 J5\nH7 J7 J8]
2002 tengen-score_breakdown
#? [.*territory: black 18 white 25\n.*seki points not counted: black 0 white 0\ndame: 3\n.*result: W\+7.*]
2003 final_score
#? [W\+7]
kgs-rules chinese
komi 0
2010 final_status_list dead
#? []
2011 final_score
#? [W\+8]
