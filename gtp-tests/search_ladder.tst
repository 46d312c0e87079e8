# search_ladder.tst: ladders with and without a ladder breaker.
#
# What: White D4 E4 (two liberties, E5 and F4) cuts Black's C4 D3 E3 off from D5 and C6, with
# White B4 and D2 pressing the lower stones.
# 1. Without a breaker (komi 3.5), Black F4 starts a ladder that runs E5 E6 F5 G5 F6 F7 G6 H6
#    G7 G8 H7 J7 H8 H9 J8 J9 to the top right corner and captures; E5 would let White out at F4,
#    and any other move lets White connect out and attack the lower stones. GNU Go agrees:
#    `attack D4` answers F4, after F4 `defend D4` finds no defence, after E5 it defends at F4.
# 2. With a White stone at G7 in the ladder's path (and a Black one at B3 to keep the move
#    count), F4 no longer captures (GNU Go: after F4, `defend D4` answers E5), so Black must not
#    play it.
# 3. The defender's side: White D4 alone in atari (Black D3 just played), no breaker: running
#    at E4 only feeds the ladder, so White plays elsewhere.
# Why: playouts cannot read ladders; the tactics module reads them for the tree's priors and
# the playouts' escapes.
# How steady (checked by hand, session 30, with the tree's model priors from 5 and from 20
# visits): at 3,000 playouts test 10 answered F4 for seeds 1-12 with 20 and for 11 of 12 with 5
# (seed 12: C3); at 10,000 and 40,000 playouts F4 for every seed tried. Test 20 avoided F4 for
# seeds 1-12 with both. Session 29's position for test 10 (no White B4 and D2, no Black C6, komi
# 2.5) was not steady: the capture of two stones did not decide that game, and at 40,000
# playouts D7 came first.
#
# 1.                         2.                         3.
#    A B C D E F G H J          A B C D E F G H J          A B C D E F G H J
#  9 . . . . . . . . .        9 . . . . . . . . .        9 . . . . . . . . .
#  8 . . . . . . . . .        8 . . . . . . . . .        8 . . . . . . . . .
#  7 . . O . . . . . .        7 . . O . . . O . .        7 . . . . . . . . .
#  6 . . X . . . . . .        6 . . X . . . . . .        6 . . . . . . . . .
#  5 . . . X . . . . .        5 . . . X . . . . .        5 . . . X . . . . .
#  4 . O X O O . . . .        4 . O X O O . . . .        4 . . X O . . . . .
#  3 . . . X X . O . .        3 . X . X X . O . .        3 . . . X X . . . .
#  2 . . . O . . . . .        2 . . . O . . . . .        2 . . . . . . . . .
#  1 . . . . . . . . .        1 . . . . . . . . .        1 . . . . . . . . .

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9
clear_board
komi 3.5
play white C7
play black D5
play white D4
play black C4
play white E4
play black D3
play white G3
play black E3
play white B4
play black C6
play white D2
10 reg_genmove black
#? [F4]

clear_board
komi 3.5
play white C7
play black D5
play white D4
play black C4
play white E4
play black D3
play white G3
play black E3
play white B4
play black C6
play white D2
play black B3
play white G7
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
