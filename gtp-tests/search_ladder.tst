# search_ladder.tst: ladders with and without a ladder breaker.
#
# What: White D4 E4 (two liberties, E5 and F4) is cut off by Black C4 D5 D3 E3.
# 1. Without a breaker (komi 2.5, so the game hinges on this fight), Black F4 starts a ladder
#    that runs E5 E6 F5 G5 F6 F7 G6 H6 G7 G8 H7 J7 H8 H9 J8 J9 to the top right corner and
#    captures; E5 would let White out at F4. GNU Go's `defend D4` agrees: after F4 it finds no
#    defence, after E5 it defends at F4.
# 2. With a White stone at G7 in the ladder's path, F4 no longer captures (White runs out
#    through E5 F5 F6 G6 to G7), so Black must not play it (komi 7.5).
# 3. The defender's side: White D4 alone in atari (Black D3 just played), no breaker: running
#    at E4 only feeds the ladder, so White plays elsewhere.
# Why: playouts cannot read ladders; the tactics module reads them for the tree's priors and
# the playouts' escapes. (Checked by hand with seeds 1-12 when written: test 10 answered F4 for
# all, test 20 avoided F4 for 11 of 12, test 30 avoided E4 for all. In session 29 test 10 is
# fragile: at 3,000 playouts seed 3 answers G4, and at 40,000 main prefers D7 for seeds 1, 2
# and 4; the search no longer sees the ladder as deciding this game. See results/README.md,
# pachi9-sd60-s29-pat5.)
#
# 1.                         2.                         3.
#    A B C D E F G H J          A B C D E F G H J          A B C D E F G H J
#  9 . . . . . . . . .        9 . . . . . . . . .        9 . . . . . . . . .
#  8 . . . . . . . . .        8 . . . . . . . . .        8 . . . . . . . . .
#  7 . . O . . . . . .        7 . . O . . . O . .        7 . . . . . . . . .
#  6 . . . . . . . . .        6 . . . . . . . . .        6 . . . . . . . . .
#  5 . . . X . . . . .        5 . . . X . . . . .        5 . . . X . . . . .
#  4 . . X O O . . . .        4 . . X O O . . . .        4 . . X O . . . . .
#  3 . . . X X . O . .        3 . . . X X . O . .        3 . . . X X . . . .
#  2 . . . . . . . . .        2 . . . . . . . . .        2 . . . . . . . . .
#  1 . . . . . . . . .        1 . . . . . . . . .        1 . . . . . . . . .

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9
clear_board
komi 2.5
play white C7
play black D5
play black C4
play white D4
play white E4
play black D3
play black E3
play white G3
10 reg_genmove black
#? [F4]

clear_board
komi 7.5
play white C7
play white G7
play black D5
play black C4
play white D4
play white E4
play black D3
play black E3
play white G3
20 reg_genmove black
#? [!F4]

clear_board
komi 7.5
play black D5
play black C4
play white D4
play black D3
play black E3
30 reg_genmove white
#? [!E4]
