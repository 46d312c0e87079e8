# Life-and-death example 24 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 24a (and commentary diagram 15): filling dame to obtain territory =====
# The text: "the black and white groups are both alive, but in seki because of
# the dame at A, so neither side has any territory. A move at A is needed to
# make Black's eyes into territory." Article 8: stones that are alive but
# possess dame are in seki, and the eye points of seki groups are not
# territory. The shape is open in the text; the simplest one is chosen: two
# groups with plenty of eyes and a single dame between them.
# score-games/jp24a.sgf (9x9): Black C1-C9 D6-D9 (13 stones, territory A1-B9),
# White D1-D4 E1-E9 (13 stones, territory F1-J9), and the dame D5 ("A"),
# which touches both.
# How Tengen reads it: as the position stands, both groups are in seki
# (Article 8), and the text says so. But the game does not end as it stands:
# "confirmation of the life and death of stones and territory requires that
# the players fill the dame" (commentary on Article 9, clause 2, items 1-2:
# they may do it after stopping). So confirmation supplies the move at A that
# the example says is needed, and final_score is the count after it: Black 18,
# White 36, W+18 - the same as when Black fills A before the end (2404), and
# the breakdown lists A as the one dame. A dame that neither side can fill
# safely (a shared liberty, examples 1-3, 25) stays open and its groups stay
# seki with no territory; that is the case Article 8's seki is for.
# (A literal count of the position as it stands, no dame filled, would give
# 0: no territory for either side. Tengen does not offer that count; it is
# what the example says the position *is* before confirmation, not the result
# the game ends with.)
loadsgf score-games/jp24a.sgf
kata-set-rules japanese
komi 0
2400 final_status_list dead
#? []
2401 final_status_list seki
#? []
2402 final_score
#? [W\+18]
2403 tengen-score_breakdown
#? [.*territory: black 18 white 36\n(.*\n)*dame: 1\n(.*\n)*result: W\+18]
play black D5
2404 final_score
#? [W\+18]
2405 final_status_list seki
#? []
