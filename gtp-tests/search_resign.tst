# search_resign.tst: reg_genmove answers a move where genmove would resign.
#
# What: an empty 9x9 board with komi 80 for White: Black cannot win, and the search resigns
# after its 3000 playouts (test 20 checks that it does, so test 10 asks about a lost position).
# reg_genmove, asked first, must still name a move: GNU Go's meaning, the move the engine
# considers best, for regression suites that ask what the engine would play.
# Why: gogui-regress suites compare reg_genmove answers with expected moves; `resign` matches
# none of them and hides what the search thought.

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9
clear_board
komi 80

10 reg_genmove black
#? [[A-HJ][1-9]|pass]

20 genmove black
#? [resign]
