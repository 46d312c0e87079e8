# score_area_dame_in_turn.tst: under area scoring, the dame of a game that has not
# stopped are still to be played, in turn from the player to move.
#
# What: the position of dame-cut-b.sgf (one dame, D5) reached by moves, ending
# on a play. Under area scoring a dame is a point to whoever fills it, so with
# one dame left the player to move gets it: B+6.5 with Black to move, B+4.5 with
# White to move. Once both players pass, nobody fills it: B+5.5, whoever is to
# move. The set-up diagram itself (no moves) counts as it is given: B+5.5 (see
# score_dame_forced.tst). Territory scoring is not affected (a dame is worth
# nothing), nor is Tromp-Taylor, which counts the board as it stands.
# Why: real counts of unfinished area-scored games (Fox's, GNU Go's aftermath)
# give the odd dame to the player to move; counts of games stopped by two passes
# (KGS) give it to nobody.

loadsgf score-games/dame-cut-b-played.sgf
kata-set-rules chinese
komi 0.5
100 final_score
#? [B\+6\.5]
101 tengen-score_breakdown
#? [.*dame: 1\ndame still to be filled in turn \(the game has not stopped\): black 1 white 0\n.*result: B\+6\.5.*]
play b A8
110 final_score
#? [B\+4\.5]
111 tengen-score_breakdown
#? [.*dame still to be filled in turn \(the game has not stopped\): black 0 white 1\n.*]
play w pass
play b pass
120 final_score
#? [B\+5\.5]
121 tengen-score_breakdown
#? [.*dame: 1\ngroup tax.*]

# The same record under rules where a dame is worth nothing, or where the board
# counts as it stands.
loadsgf score-games/dame-cut-b-played.sgf
kata-set-rules japanese
komi 0.5
200 tengen-score_breakdown
#? [.*dame: 1\ndame filled before counting: black 1 white 0\n.*]
kata-set-rules tromp-taylor
201 tengen-score_breakdown
#? [.*dame: 1\ngroup tax.*]

# The same diagram set up without moves counts as it is given.
loadsgf score-games/dame-cut-b.sgf
kata-set-rules chinese
komi 0.5
300 final_score
#? [B\+5\.5]
