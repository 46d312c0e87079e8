# search_handicap.tst: both sides of a four-stone game play for a win rate near even.
#
# What: 19x19, komi 0.5, four handicap stones; White to move. With the real komi White's
# search sees about 35-40% (Black's stones are worth some 28 points); dynamic komi (linear,
# the default) lets White's search assume 7 points per stone at the start, so its win rate is
# near even (about 50-55% with 3000 playouts, seed 1), and its first move is a real move.
# Black, taking the stones, counts with the same extra komi: after White's first move its
# search sees about 50-55% instead of the 65-70% of the real komi (3000 playouts, seed 1).
# Why: a side giving handicap that sees every playout lost resigns or plays wild moves; one
# that sees every playout won plays slack ones (Pachi's dynkomi, issue 18).

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 19
clear_board
komi 0.5
fixed_handicap 4

# The search's win rate for White is near even, not the 35-40% of the real komi.
10 tengen-best_moves_gfx white
#? [.*TEXT white \S+: \d+ visits, win rate (4[5-9]|[5-6]\d)\.\d%]

# The first move is a move.
20 genmove white
#? [!(pass|resign)]

# Black, taking the four stones, plays for a win rate near even too, not the 65-70% of the
# real komi (before session 8 only White used the extra komi: 69.1% here).
play white R10
30 tengen-best_moves_gfx black
#? [.*TEXT black \S+: \d+ visits, win rate (4[0-9]|5[0-9])\.\d%]
