# search_semeai.tst: a capturing race won by one liberty.
#
# What: Black's B2-E2 and White's F2-J2 each have four liberties on the first line (B1-E1 and
# F1-J1) and no eyes; the walls around them are safe and the rest of the board is settled
# (White owns A4-D9, Black G4-J9). Black to move wins the race only by taking one of White's
# outside liberties now (F1, G1 or H1; J1 would be a self-atari that White captures): then
# White is a liberty short. Any other move lets White fill first and win the race, and the
# game (komi 7.5: Black wins by about one point with the race, loses heavily without).
# Why: a semeai is counted, not felt; a search that plays elsewhere here cannot read.
# (Checked by hand with seeds 1-12.)
#
#    A B C D E F G H J
#  9 . . . . O X . . .
#  8 . . . . O X . . .
#  7 . . . . O X . . .
#  6 . . . . O X . . .
#  5 . . . . O X . . .
#  4 . . . . O X . . .
#  3 O O O O O X X X X
#  2 O X X X X O O O O
#  1 . . . . . . . . .

# A playout budget and one thread, not the clock: the same answers on a busy machine and
# under gogui-regress, whatever the engine's command line.
tengen-set_playouts 3000
tengen-set_threads 1

boardsize 9
clear_board
komi 7.5
play white E9
play black F9
play white E8
play black F8
play white E7
play black F7
play white E6
play black F6
play white E5
play black F5
play white E4
play black F4
play white A3
play white B3
play white C3
play white D3
play white E3
play black F3
play black G3
play black H3
play black J3
play white A2
play black B2
play black C2
play black D2
play black E2
play white F2
play white G2
play white H2
play white J2

10 reg_genmove black
#? [F1|G1|H1]
