# search_atari.tst: the search saves its own chain in atari and captures the opponent's.
#
# What: Black's four stones C5-F5 are in atari (their last liberty is B5); Black B6 stands
# beside it. With Black to move, extending at B5 joins B6 and gives the chain four liberties;
# with White to move, B5 captures the four stones. Any other move loses the chain or lets it go.
# Why: the most basic tactics the playouts and the tree's priors must get right; a search that
# misses them loses every game. (regress.rs runs 3000 playouts, seed 1; checked by hand with
# seeds 1-12, every one answers B5.)
#
#    A B C D E F G H J
#  9 . . . . . . . . .
#  8 . . . . . . . . .
#  7 . . . . . . . . .
#  6 . X O O O O . . .
#  5 . . X X X X O . .
#  4 . . O O O O . . .
#  3 . . . . . . . . .
#  2 . . . . . . . . .
#  1 . . . . . . . . .

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9
clear_board
komi 7.5
play black B6
play white C6
play white D6
play white E6
play white F6
play black C5
play black D5
play black E5
play black F5
play white G5
play white C4
play white D4
play white E4
play white F4

# Escape from atari.
10 reg_genmove black
#? [B5]

# Capture of the chain in atari.
20 reg_genmove white
#? [B5]
