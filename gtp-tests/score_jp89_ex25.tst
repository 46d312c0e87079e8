# Life-and-death example 25 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 25 (and commentary diagram 14): double-ko seki =====
# score-games/dks.sgf: Black E8 F8 F9 G8 plus the ko stone D9 (five stones)
# and the White group around them plus the ko stone G9 share the kos at E9
# ("A") and H9 ("B") and the dame F7. "The single black and white stones in
# the kos are dead" (new stones played after capturing them can be captured)
# but "cannot be removed", and A and B, surrounded by live and dead stones,
# are dame. The groups are alive in seki: no territory in the seki. "The
# position is left as shown as a seki": the ko stones, which cannot be
# removed (Article 10), are listed in seki with the groups, not as dead.
# Black 36 (rows 1-4); White 0: B+36.
loadsgf score-games/dks.sgf
kata-set-rules japanese
komi 0
2500 final_status_list dead
#? []
2501 final_status_list seki
#? [B7 B8 C6 C7 C8 C9 D6 D7 D8 E6 E7 F6 G6 G7 H7 H8 J8 J9\nD9\nE8 F8 F9 G8\nG9]
2502 tengen-score_breakdown
#? [.*territory: black 36 white 0\n.*dead stones left on the board: black 0 white 0\n.*seki points not counted: black 1 white 1\ndame: 1\n.*result: B\+36.*]
