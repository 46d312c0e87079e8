# search_atari.tst: the search saves its own chain in atari and captures the opponent's.
#
# What: Black's four stones C5-F5 are in atari (their last liberty is B5); Black B6 stands
# beside it. With Black to move, extending at B5 joins B6 and gives the chain four liberties.
# Test 20 (below): White captures a chain in atari where not capturing loses two stones.
# Why: the most basic tactics the playouts and the tree's priors must get right; a search that
# misses them loses every game. (regress.rs runs 3000 playouts, seed 1; checked by hand with
# seeds 1-12, every one answers B5 in test 10 and E4 in test 20.)
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

# Capture of a chain in atari when it matters. (This test once asked White to capture the four
# stones above at B5; but White wins there whatever it plays, and GNU Go 3.8 counts the same
# margin after B5, B7 or G4: the chain cannot get out. It passed or failed by the seed.)
#
#    A B C D E F G H J
#  6 . . . . . . . . .
#  5 . . X O O X . . .
#  4 . . O X . . . . .
#  3 . . . O . . . . .
#
# White D5 E5 and Black D4 are both in atari on E4. White E4 captures D4 and saves its two
# stones (win rate about 57% at 3000 playouts); anything else lets Black E4 capture them
# (Black's win rate after a White tenuki: about 80%). GNU Go 3.8 answers E4 too.
clear_board
komi 7.5
play black C5
play white D5
play black D6
play white E5
play black E6
play white C4
play black F5
play white D3
play black D4
20 reg_genmove white
#? [E4]
