// The engine's opening book (src/ai/book.hpp), written by `renju book`; rebuild it rather than
// edit it:
//   renju book --plies 4 --replies 2 --nodes 6000000 --reply-nodes 3000000
// 390 positions, each: the moves that reach it and the search's depth, then its key, move and
// score (book.hpp).
#pragma once

#include <array>

#include "ai/book.hpp"

namespace renju::ai {

inline constexpr std::array<BookEntry, 390> kBook{{
    // h8 i9 j7 j8 k7 l7, depth 15
    {"b:d7w,e7b,f7b,f8w,h8b,g9w", "h7", 1862},
    // h8 i9 j8 g8 k8 l8, depth 16
    {"b:d8w,e8b,f8b,h8b,i8w,g9w", "f7", 1186},
    // h8 i9 j8 g8 i8 l8, depth 15
    {"b:d8w,f8b,g8b,h8b,i8w,g9w", "g7", 1519},
    // h8 i9 j10 j9 k9 l8, depth 16
    {"b:d8w,h8b,e9b,f9w,g9w,f10b", "i9", 1482},
    // h8 h9 i6 j7 k6 j6, depth 15
    {"b:e6b,f6w,g6b,f7w,h8b,h9w", "f5", 1706},
    // h8 h9 h6 g10 f11 g9, depth 17
    {"b:e6b,f7w,g7w,g8w,h8b,j8b", "h6", -2466},
    // h8 h9 h6 g10 f11 i10, depth 18
    {"b:e6b,f7w,g8w,h8b,j8b,f9w", "h7", -2162},
    // h8 h9 h6 g10 f11 g8, depth 15
    {"b:e6b,f7w,h7w,g8w,h8b,j8b", "g7", -470},
    // h8 h9 i6 j7 k6 i7, depth 15
    {"b:e6b,g6b,f7w,g7w,h8b,h9w", "e7", 1800},
    // h8 h9 i6 j7 j6 k6, depth 17, defend
    {"b:e6w,f6b,g6b,f7w,h8b,h9w", "g8", 1520},
    // h8 h9 i10 i7 j10 k10, depth 15
    {"b:e6w,f6b,g6b,h7w,h8b,g9w", "f7", 1503},
    // h8 i9 i6 j8 h7 j5, depth 16
    {"b:e6w,h6w,f7b,i7w,g8b,h8b", "h9", 1912},
    // h8 i9 j7 j8 k7 i7, depth 16
    {"b:e7b,f7b,g7w,f8w,h8b,g9w", "h6", 1373},
    // h8 i9 i8 j8 k7 h9, depth 16
    {"b:e7b,f8w,g8b,h8b,g9w,h9w", "f9", 1147},
    // h8 i9 h7 h10 g11 h6, depth 16
    {"b:e7b,f8w,h8b,i8b,j8w,g9w", "h7", 486},
    // h8 i9 i8 j8 k7 i7, depth 16
    {"b:e7b,g7w,f8w,g8b,h8b,g9w", "e9", 1371},
    // h8 i9 h7 h10 g11 g9, depth 15
    {"b:e7b,g7w,f8w,h8b,i8b,g9w", "g8", 644},
    // h8 i9 j7 j8 i7 k7, depth 19, defend
    {"b:e7w,f7b,g7b,f8w,h8b,g9w", "h10", 1029},
    // h8 h9 i9 g7 i10 i11, depth 15
    {"b:e7w,f7b,g7b,g8w,h8b,i9w", "h6", 2095},
    // h8 i9 j7 h9 i7 k7, depth 16
    {"b:e7w,f7b,g7b,h8b,g9w,h9w", "f8", 1537},
    // h8 i9 j9 j8 i7 k7, depth 17, defend
    {"b:e7w,g7b,f8w,h8b,f9b,g9w", "h10", 1802},
    // h8 i9 i6 j8 k7 k9, depth 18
    {"b:e7w,g7w,f8w,h8b,e9b,g10b", "f9", 1528},
    // h8 i9 f6 j8 k7 k9, depth 16
    {"b:e7w,g7w,f8w,h8b,e9b,j10b", "h10", -70},
    // h8 i9 i7 g9 j8 k9, depth 15
    {"b:e7w,g7w,i7w,f8b,h8b,g9b", "g8", 1263},
    // h8 i9 h6 h7 g7 i5, depth 14
    {"b:e7w,i7w,f8b,g8w,h8b,g9b", "g7", 1235},
    // h8 i9 j6 i7 h6 h5, depth 15
    {"b:e8w,f8b,h8b,g9w,i9w,f10b", "e9", 1775},
    // h8 h9 i10 i8 j9 h11, depth 17
    {"b:e8w,g8w,h8b,f9b,h9w,g10b", "i10", 1536},
    // h8 h9 i10 i9 j9 k8, depth 16
    {"b:e8w,h8b,f9b,g9w,h9w,g10b", "j10", 1034},
    // h8 i9 j6 i7 k7 i8, depth 18, defend
    {"b:f6b,e7b,g7w,g8w,h8b,g9w", "g6", 666},
    // h8 h9 j10 i9 k9 g9, depth 17, defend
    {"b:f6b,e7b,g7w,h7w,i7w,h8b", "f7", 971},
    // h8 h9 j10 i9 k9 f9, depth 17, defend
    {"b:f6b,e7b,g7w,h7w,j7w,h8b", "f7", 198},
    // h8 h9 j10 g7 k9 j7, depth 15
    {"b:f6b,e7b,h7w,h8b,f9w,i9w", "g8", 2569},
    // h8 i9 j10 j9 g9 k9, depth 17, defend
    {"b:f6b,e7w,f7w,g7w,i7b,h8b", "h7", 1007},
    // h8 h9 i10 i7 j10 h10, depth 15
    {"b:f6b,f7b,i7w,f8w,g8w,h8b", "g6", 1691},
    // h8 i9 j10 j9, depth 16
    {"b:f6b,f7w,g7w,h8b", "i7", 459},
    // h8 i9 j10 j9 g9 i7, depth 17
    {"b:f6b,f7w,g7w,i7b,h8b,g9w", "h6", 786},
    // h8 h9 j10 g7 g10 i10, depth 16
    {"b:f6b,f7w,g8w,h8b,f9b,i9w", "e6", 1020},
    // h8 i9 j6 g9 h6 i6, depth 16
    {"b:f6b,f7w,i7w,f8b,h8b,i9w", "e7", 1158},
    // h8 i9 j6 g9 j8 i8, depth 16
    {"b:f6b,f8b,g8w,h8b,g9w,i9w", "h9", 266},
    // h8 i9 f6 j9 h6 h7, depth 16
    {"b:f6b,f8b,g8w,h8b,i9w,i10w", "h9", -635},
    // h8 i9 j6 g9 j8 g8, depth 16
    {"b:f6b,f8b,h8b,i8w,g9w,i9w", "i10", 254},
    // h8 i9 f6 j9 h6 h9, depth 20, defend
    {"b:f6b,f8b,h8b,i8w,i9w,i10w", "i7", -978},
    // h8 i9 f6 j9 h6 i10, depth 16
    {"b:f6b,f8b,h8b,i9w,j9w,i10w", "i8", -1323},
    // h8 i9 j6 g9 j9 j8, depth 16
    {"b:f6b,f8w,h8b,f9b,g9w,i9w", "h10", 198},
    // h8 h9 j6 g9 j9 j8, depth 14
    {"b:f6b,f8w,h8b,f9b,h9w,i9w", "e7", 506},
    // h8 h9 i6 j7 j6 i7, depth 16
    {"b:f6b,g6b,f7w,g7w,h8b,h9w", "e6", 1509},
    // h8 h9 j10 g7 i9 g10, depth 16
    {"b:f6b,g7b,g8w,h8b,f9w,i9w", "h6", 1895},
    // h8 h9 j10 g7 i9 j7, depth 15
    {"b:f6b,g7b,h7w,h8b,f9w,i9w", "g8", 1766},
    // h8 h9 j10 i9, depth 16
    {"b:f6b,g7w,g8w,h8b", "g5", 431},
    // h8 h9 j10 g7 g10 i9, depth 16
    {"b:f6b,g7w,g8w,h8b,f9b,i9w", "g9", 1256},
    // h8 h9 j10 i9 g9 f10, depth 15
    {"b:f6b,g7w,g8w,h8b,g9b,f10w", "g5", 1366},
    // h8 h9 j10 i9 g9 i7, depth 16
    {"b:f6b,g7w,h7w,i7b,h8b,g9w", "e7", 425},
    // h8 i9 j6 i7, depth 16
    {"b:f6b,g7w,h8b,g9w", "h6", 988},
    // h8 h9 j6 g8 f7 i7, depth 16
    {"b:f6b,g7w,h8b,i8w,h9w,g10b", "f9", 1025},
    // h8 i9 j6 i7 h6 h7, depth 17
    {"b:f6b,g7w,i7w,f8b,g8w,h8b", "g6", 1056},
    // h8 h9 j10 g7 g10 f8, depth 15
    {"b:f6b,g8w,h8b,f9b,i9w,h10w", "g11", -312},
    // h8 h9 j10 g7, depth 15
    {"b:f6b,g8w,h8b,i9w", "g5", 1709},
    // h8 i9 j6 g9 h6 h9, depth 16, defend
    {"b:f6b,h6b,h8b,g9w,h9w,i9w", "f9", 459},
    // h8 i9 j6 g9 h6 g8, depth 15
    {"b:f6b,h6b,h8b,i8w,g9w,i9w", "h9", -428},
    // h8 i9 j6 g9 j9 h10, depth 16
    {"b:f6b,h8b,f9b,g9w,i9w,h10w", "f8", 1023},
    // h8 h9 j6 g9 j9 g10, depth 17
    {"b:f6b,h8b,f9b,h9w,i9w,i10w", "i8", -1095},
    // h8 h9 j6 g9 i9 j10, depth 16
    {"b:f6b,h8b,g9b,h9w,i9w,f10w", "f8", 996},
    // h8 i9 j6 g9, depth 16
    {"b:f6b,h8b,g9w,i9w", "h6", 264},
    // h8 i9 f6 j9 h9 h10, depth 16
    {"b:f6b,h8b,h9b,i9w,j9w,h10w", "j8", -655},
    // h8 h9 j6 g9, depth 15
    {"b:f6b,h8b,h9w,i9w", "g9", 138},
    // h8 i9 f6 j9 h9 j8, depth 17
    {"b:f6b,h8b,i8b,i9w,h10w,i10w", "f8", -278},
    // h8 h9 j6 g9 j9 g8, depth 16
    {"b:f6b,h8b,i8w,f9b,h9w,i9w", "i7", -380},
    // h8 h9 j6 g8, depth 16
    {"b:f6b,h8b,i8w,h9w", "g10", -189},
    // h8 h9 j6 g8 f7 f9, depth 18
    {"b:f6b,h8b,i8w,h9w,g10b,i10w", "g9", 149},
    // h8 i9 f6 j8, depth 16
    {"b:f6b,h8b,i9w,h10w", "j8", 382},
    // h8 i9 f6 j8 k7 j9, depth 17
    {"b:f6b,h8b,i9w,h10w,i10w,g11b", "i8", -927},
    // h8 i9 f6 j9, depth 15
    {"b:f6b,h8b,i9w,i10w", "f8", -488},
    // h8 i9 f6 j8 h10 i7, depth 15
    {"b:f6b,h8b,j8b,g9w,i9w,h10w", "g5", 331},
    // h8 i9 f6 j8 h10 h11, depth 16
    {"b:f6b,h8b,j8b,k8w,i9w,h10w", "e7", 1406},
    // h8 h9 j10 g7 k9 g10, depth 16
    {"b:f6b,i6w,e7b,h7w,h8b,i9w", "g5", 2745},
    // h8 i9 f6 j9 g9 i7, depth 17
    {"b:f6b,i7b,h8b,g9w,i9w,i10w", "f8", -1759},
    // h8 h9 j6 g9 i9 g7, depth 16
    {"b:f6b,i7b,h8b,i8w,g9w,i9w", "j8", -109},
    // h8 i9 f6 j9 g9 j6, depth 17
    {"b:f6b,i7b,h8b,i9w,f10w,i10w", "j8", 1402},
    // h8 h9 j6 g8 f7 i9, depth 16
    {"b:f6b,i7w,h8b,i8w,h9w,g10b", "i9", -99},
    // h8 h9 i7 j6 j7 h7, depth 15
    {"b:f6w,f7b,g7b,h7w,h8b,h9w", "f8", 1325},
    // h8 h9 i7 j6 j7 i9, depth 15
    {"b:f6w,f7b,g7b,h8b,g9w,h9w", "e9", 1351},
    // h8 h9 i10 i7 i9 j10, depth 15
    {"b:f6w,f7b,g7b,i7w,g8w,h8b", "g6", 954},
    // h8 i9 j7 h9 j9 j6, depth 14
    {"b:f6w,f7b,h8b,f9b,g9w,h9w", "g8", 1518},
    // h8 h9 i10 i8 j9 j10, depth 15
    {"b:f6w,g6b,f7b,h7w,g8w,h8b", "e8", 786},
    // h8 i9 i6 j8 i7 j6, depth 17
    {"b:f6w,g6b,g7b,f8w,h8b,g9w", "h7", 1197},
    // h8 h9 i6 f7 i10 f6, depth 15
    {"b:f6w,g6w,h8b,i8w,f9b,j9b", "j10", 1782},
    // h8 h9 h10 g9 i9 j10, depth 15
    {"b:f6w,g7b,f8b,g8w,h8b,g9w", "h6", 1209},
    // h8 h9 i8 j8 i7 j6, depth 15
    {"b:f6w,g7b,f8w,g8b,h8b,h9w", "g9", 1455},
    // h8 i9 j9 j8 i7 j6, depth 16
    {"b:f6w,g7b,f8w,h8b,f9b,g9w", "h10", 1529},
    // h8 h9 i7 j6 i8 g8, depth 15
    {"b:f6w,g7b,g8b,h8b,i8w,h9w", "g10", 1448},
    // h8 h9 i9 j10, depth 16
    {"b:f6w,g7b,g8w,h8b", "h9", 1511},
    // h8 h9 i10 i9 g9 f10, depth 15
    {"b:f6w,g7b,g8w,h8b,f9b,g9w", "h10", 1175},
    // h8 h9 i9 j10 g8 f8, depth 15
    {"b:f6w,g7b,g8w,h8b,h9b,h10w", "i7", 2291},
    // h8 h9 i9 j10 j8 i8, depth 16
    {"b:f6w,g7b,h7w,f8b,g8w,h8b", "f9", 1554},
    // h8 h9 j8 g8 g9 f10, depth 16
    {"b:f6w,g7b,h7w,g8w,h8b,h10b", "f8", 456},
    // h8 h9 i9 j10 g8 i8, depth 15
    {"b:f6w,g7b,h7w,g8w,h8b,h9b", "f9", 1861},
    // h8 i9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,g9w", "i9", 2043},
    // h8 i9 i7 j6 g9 h10, depth 15
    {"b:f6w,g7b,h8b,g9w,i9b,h10w", "i8", 999978},
    // h8 i9 i7 j6 g9 f10, depth 15
    {"b:f6w,g7b,h8b,g9w,i9b,j10w", "i8", 2057},
    // h8 h9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,h9w", "g8", 1380},
    // h8 i9 h7 h6 i7 j6, depth 16
    {"b:f6w,g7b,i7w,f8w,g8b,h8b", "f7", 1829},
    // h8 h9 i9 j10 j8 h10, depth 17
    {"b:f6w,h6b,g7b,f8w,g8w,h8b", "h7", 1068},
    // h8 i9 i7 j6 j8 h6, depth 16
    {"b:f6w,h6b,g7b,i7w,f8w,h8b", "f9", 767},
    // h8 h9 j7 g9 g7 j10, depth 15
    {"b:f6w,h7w,i7w,h8b,f9b,i9b", "g9", 1513},
    // h8 i9 g6 j8 k7 j6, depth 15
    {"b:f6w,i6b,e7b,f8w,h8b,g9w", "f7", 1074},
    // h8 h9 j7 g9 j8 i9, depth 15, defend
    {"b:f7b,f8b,h8b,g9w,h9w,i9w", "f9", 999980},
    // h8 h9 j7 g9 j8 g8, depth 16
    {"b:f7b,f8b,h8b,i8w,h9w,i9w", "i7", -152},
    // h8 h9 i10 i8 g10 h10, depth 15
    {"b:f7b,f8w,g8w,h8b,f9b,h9w", "e8", 1321},
    // h8 i9 j7 h9 j9 j8, depth 16
    {"b:f7b,f8w,h8b,f9b,g9w,h9w", "e7", 1187},
    // h8 i9 j7 j8, depth 16
    {"b:f7b,f8w,h8b,g9w", "e7", 1134},
    // h8 i9 j7 j8 i7 h7, depth 15
    {"b:f7b,g7b,h7w,f8w,h8b,g9w", "e7", 1394},
    // h8 h9 i9 g7 i10 i8, depth 16
    {"b:f7b,g7b,h7w,g8w,h8b,i9w", "f9", 1461},
    // h8 i9 j7 h9 i7 g8, depth 15
    {"b:f7b,g7b,h8b,i8w,g9w,h9w", "i9", 1375},
    // h8 h9 i10 i7 i9 g7, depth 16
    {"b:f7b,g7b,i7w,g8w,h8b,i9w", "f6", 2606},
    // h8 h9 h10 g9 g10 i10, depth 17
    {"b:f7b,g7w,f8b,g8w,h8b,f9w", "g9", 973},
    // h8 h9 h10 g9 g10 i9, depth 18, defend
    {"b:f7b,g7w,f8b,g8w,h8b,g9w", "g6", 960},
    // h8 i9 j9 j8, depth 16
    {"b:f7b,g7w,f8w,h8b", "h6", 1236},
    // h8 i9 j9 j8 i7 h7, depth 15
    {"b:f7b,g7w,f8w,h8b,g9b,h9w", "f10", 891},
    // h8 h9 i10 i9, depth 16
    {"b:f7b,g7w,g8w,h8b", "g9", 1009},
    // h8 h9 i10 i8 g10 g9, depth 15
    {"b:f7b,g7w,g8w,h8b,f9b,h9w", "g6", 1844},
    // h8 h9 i10 i9 g9 g10, depth 15
    {"b:f7b,g7w,g8w,h8b,f9w,g9b", "i7", 1207},
    // h8 h9 i8 g8 i10 i9, depth 16
    {"b:f7b,g7w,h7b,g8w,h8b,h9w", "g6", 1641},
    // h8 h9 i8 j8 j9 i9, depth 16
    {"b:f7b,g7w,h7w,f8w,g8b,h8b", "h9", 1282},
    // h8 h9 i7 g9 f9 f8, depth 15
    {"b:f7b,g7w,h7w,f8w,h8b,i9b", "e9", 780},
    // h8 h9 j7 g9 f9 f8, depth 15
    {"b:f7b,g7w,h7w,f8w,h8b,j9b", "h6", 157},
    // h8 h9 i7 g9 f9 g8, depth 16
    {"b:f7b,g7w,h7w,g8w,h8b,i9b", "g6", 1343},
    // h8 h9 j7 g9 f9 g8, depth 16
    {"b:f7b,g7w,h7w,g8w,h8b,j9b", "f9", 345},
    // h8 i9 h7 h6 i6 i7, depth 15
    {"b:f7b,g7w,i7w,f8w,g8b,h8b", "e9", 1644},
    // h8 i9 i7 g9 j9 j8, depth 17
    {"b:f7b,g7w,i7w,f8w,h8b,g9b", "e9", 1501},
    // h8 i9 i7 g9 j9 j7, depth 15
    {"b:f7b,g7w,i7w,h8b,f9w,g9b", "f8", 1103},
    // h8 i9 i6 g9 j9 g8, depth 17
    {"b:f7b,g7w,i7w,h8b,i8w,g10b", "f8", 721},
    // h8 h9 i8 g8 f7 f9, depth 16
    {"b:f7b,g8w,h8b,i8b,f9w,h9w", "i9", 1667},
    // h8 h9 i8 g8 f7 i9, depth 15
    {"b:f7b,g8w,h8b,i8b,h9w,i9w", "g9", 1127},
    // h8 h9 i8 g8 i10 h7, depth 16
    {"b:f7b,h7b,g8w,h8b,i8w,h9w", "h5", 1391},
    // h8 h9 i8 g8 i10 i7, depth 15
    {"b:f7b,h7b,i7w,g8w,h8b,h9w", "h5", 1283},
    // h8 h9 j9 i7 i8 j8, depth 15
    {"b:f7b,h7w,f8w,g8b,h8b,g9w", "h9", 869},
    // h8 h9 i8 j8 j9 h7, depth 15
    {"b:f7b,h7w,f8w,g8b,h8b,h9w", "g9", 804},
    // h8 h9 j9 i7 i8 h7, depth 16
    {"b:f7b,h7w,g8b,h8b,g9w,h9w", "i9", 781},
    // h8 h9 i10 i8, depth 16
    {"b:f7b,h7w,g8w,h8b", "f9", 1180},
    // h8 h9 j9 i7, depth 16
    {"b:f7b,h7w,h8b,g9w", "g6", 1174},
    // h8 h9 j9 g9 j8 j7, depth 0, vct
    {"b:f7b,h7w,i7w,f8b,h8b,f9w", "g8", 1000000},
    // h8 h9 j9 g9 j8 g8, depth 17
    {"b:f7b,h7w,i7w,f8b,h8b,i8w", "f6", 1717},
    // h8 h9 j9 g9 i8 j8, depth 14
    {"b:f7b,h7w,i7w,f8w,g8b,h8b", "g7", 1912},
    // h8 h9 j9 g9 i8 g8, depth 16
    {"b:f7b,h7w,i7w,g8b,h8b,i8w", "g6", 1174},
    // h8 h9 j9 g9, depth 15
    {"b:f7b,h7w,i7w,h8b", "f8", 1161},
    // h8 i9 j7 h9, depth 17
    {"b:f7b,h8b,g9w,h9w", "g7", 1227},
    // h8 h9 j7 g9, depth 15
    {"b:f7b,h8b,h9w,i9w", "f8", 103},
    // h8 h9 i6 f7, depth 16
    {"b:f7b,h8b,i8w,g10w", "h9", 972},
    // h8 h9 i6 f7 g8 f8, depth 17
    {"b:f7b,h8b,i8w,h9b,g10w,h10w", "i9", 1267},
    // h8 h9 i6 f7 g8 f9, depth 17
    {"b:f7b,h8b,i8w,h9b,g10w,i10w", "h10", 1102},
    // h8 h9 j7 g8, depth 16
    {"b:f7b,h8b,i8w,h9w", "g10", 964},
    // h8 h9 j7 g8 i10 g10, depth 16
    {"b:f7b,h8b,i8w,h9w,g10b,i10w", "g9", 1985},
    // h8 h9 j7 g8 i10 g9, depth 17
    {"b:f7b,h8b,i8w,h9w,i9w,g10b", "g9", 1591},
    // h8 i9 g6 j8 k7 h9, depth 17
    {"b:f7b,h8b,i8w,i9w,h10w,g11b", "i10", 645},
    // h8 i9 g6 j8 h10 h9, depth 17
    {"b:f7b,h8b,i8w,j8b,i9w,h10w", "i7", 1800},
    // h8 i9 g6 j8, depth 16
    {"b:f7b,h8b,i9w,h10w", "j8", 577},
    // h8 i9 g6 j8 k7 j9, depth 17
    {"b:f7b,h8b,i9w,h10w,i10w,g11b", "g9", 862},
    // h8 i9 g6 j8 h10 i7, depth 17
    {"b:f7b,h8b,j8b,g9w,i9w,h10w", "f8", 708},
    // h8 h9 j7 g9 g7 i9, depth 17, defend
    {"b:f7b,i7b,h8b,g9w,h9w,i9w", "f9", 151},
    // h8 i9 h7 h6 i6 g8, depth 15
    {"b:f7b,i7w,f8w,g8b,h8b,h9w", "g6", 718},
    // h8 h9 i10 i7, depth 15
    {"b:f7b,i7w,g8w,h8b", "f6", 1045},
    // h8 i9 i6 g9 h9 g8, depth 16
    {"b:f7b,i7w,h8b,i8b,h9w,i9w", "f8", 1737},
    // h8 i9 i6 g9 h9 h10, depth 15
    {"b:f7b,i7w,h8b,i8b,j8w,i9w", "h10", -144},
    // h8 i9 i6 g9, depth 16
    {"b:f7b,i7w,h8b,i9w", "h5", 906},
    // h8 h9 j7 g8 f7 g9, depth 17
    {"b:f7b,j7b,g8w,h8b,g9w,h9w", "g7", 744},
    // h8 h9 j7 g8 f7 g10, depth 16
    {"b:f7b,j7b,g8w,h8b,h9w,g10w", "g7", 928},
    // h8 h9 i6 f7 i10 g8, depth 15
    {"b:f7b,j7b,g8w,h8b,h9w,i10w", "h7", 1079},
    // h8 h9 h10 i10, depth 16
    {"b:f7w,f8b,g8w,h8b", "g9", 1228},
    // h8 h9 h10 i10 g9 f8, depth 16
    {"b:f7w,f8b,g8w,h8b,g9b,h10w", "i7", 1009},
    // h8 h9 h10 i10 g9 g8, depth 16, defend
    {"b:f7w,f8b,g8w,h8b,g9b,h9w", "i10", 1317},
    // h8 h9 h10 i10 g8 f8, depth 16
    {"b:f7w,f8b,g8w,h8b,h9b,h10w", "i9", 1441},
    // h8 h9 h10 i10 i9 g8, depth 15, defend
    {"b:f7w,g7b,f8b,g8w,h8b,h9w", "e6", 1071},
    // h8 h9 j9 i7 i10 j7, depth 16
    {"b:f7w,g7w,h8b,f9b,h9w,g10b", "g8", 1371},
    // h8 i9 i6 g9 k8 j9, depth 18, defend
    {"b:f7w,g7w,i7w,e8b,h8b,g10b", "h7", 1566},
    // h8 h9 h6 g10, depth 17
    {"b:f7w,g8w,h8b,j8b", "i7", 1254},
    // h8 h9 h10 i10 g8 i8, depth 17
    {"b:f7w,h7w,f8b,g8w,h8b,h9b", "g9", 1285},
    // h8 i9 i8 g8 h7 g6, depth 15
    {"b:f7w,h7w,g8b,h8b,h9b,i9w", "i8", 1494},
    // h8 h9 j8 g8 i10 g10, depth 17
    {"b:f7w,h7w,g8w,h8b,f9b,h10b", "g9", 3046},
    // h8 h9 h6 g10 g7 i9, depth 19
    {"b:f7w,i7b,g8w,h8b,j8b,g9w", "h6", 1291},
    // h8 h9 h6 g10 g7 i8, depth 14, defend
    {"b:f7w,i7b,g8w,h8b,j8b,h9w", "i10", 999980},
    // h8 h9 h10 i10 i9 j9, depth 16
    {"b:f8b,g8w,h8b,f9w,g9b,g10w", "i7", 1632},
    // h8 h9 h10 i10 i9 j8, depth 16
    {"b:f8b,g8w,h8b,f9w,g9b,h10w", "h7", 1345},
    // h8 h9 j8 g9 i9 i8, depth 0, vct
    {"b:f8b,g8w,h8b,g9b,h9w,i9w", "f10", 1000000},
    // h8 i9 h6 h7 i7 j8, depth 15
    {"b:f8b,g8w,h8b,g9b,i9w,h10w", "f10", 914},
    // h8 h9 h10 g9, depth 17
    {"b:f8b,g8w,h8b,g9w", "g7", 1115},
    // h8 i9 j9 j8 h10 h9, depth 16
    {"b:f8b,g8w,h8b,g9w,g10b,h10w", "g7", 1378},
    // h8 i9 i8 j8 h10 h9, depth 16
    {"b:f8b,g8w,h8b,g9w,h9b,h10w", "g7", 1364},
    // h8 i9 h6 h7, depth 16
    {"b:f8b,g8w,h8b,i9w", "g7", 1052},
    // h8 i9 j9 j8 h10 i10, depth 15
    {"b:f8b,h8b,f9w,g9w,g10b,h10w", "e9", 1745},
    // h8 h9 j8 g9, depth 15
    {"b:f8b,h8b,h9w,i9w", "f9", 1206},
    // h8 h9 h6 g9 g7 f8, depth 16
    {"b:f8b,h8b,i8w,g9b,i9w,h10w", "g11", 804},
    // h8 i9 j8 g8, depth 15
    {"b:f8b,h8b,i8w,g9w", "e8", 1241},
    // h8 i9 i8 j8 h10 h7, depth 16
    {"b:f8b,h8b,i8w,g9w,h9b,h10w", "h6", 1324},
    // h8 h9 j8 g8, depth 16
    {"b:f8b,h8b,i8w,h9w", "g10", 961},
    // h8 h9 j8 g8 g9 i10, depth 17, defend
    {"b:f8b,h8b,i8w,h9w,i9b,g10w", "f11", 773},
    // h8 h9 j8 g8 i10 g9, depth 17
    {"b:f8b,h8b,i8w,h9w,i9w,g10b", "i7", 1360},
    // h8 h9 h6 g9, depth 15
    {"b:f8b,h8b,i8w,i9w", "i7", 714},
    // h8 h9 j9 i10 i8 j8, depth 15
    {"b:f8w,g8b,h8b,f9b,h9w,g10w", "i8", 1362},
    // h8 i9 i8 j8, depth 16
    {"b:f8w,g8b,h8b,g9w", "h10", 1246},
    // h8 i9 h7 h6 j7 i7, depth 16
    {"b:f8w,g8b,h8b,g9w,i9w,g10b", "h10", 746},
    // h8 h9 i8 j8, depth 16
    {"b:f8w,g8b,h8b,h9w", "g7", 1148},
    // h8 i9 h7 h6, depth 16
    {"b:f8w,g8b,h8b,i9w", "g10", 940},
    // h8 h9 i10 i9 j9 j8, depth 15
    {"b:f8w,h8b,f9b,g9w,h9w,g10b", "h11", 1192},
    // h8 h9 h10 g9 i9 j8, depth 15
    {"b:f8w,h8b,g9b,h9w,i9w,h10b", "f10", 1099},
    // h8 h9 j9 i10 g8 j8, depth 15
    {"b:f8w,h8b,i8b,f9b,h9w,g10w", "i7", 1902},
    // h8 i9 h7 h10, depth 16
    {"b:f8w,h8b,i8b,g9w", "h10", 2442},
    // h8 i9 h7 h10 j8 i8, depth 0, vct
    {"b:f8w,h8b,i8b,g9w,h9w,h10b", "j8", 1000000},
    // h8 i9 i6 j8 h7 h10, depth 17, defend
    {"b:f8w,h8b,i8b,g9w,j9b,h10w", "i11", 999978},
    // h8 i9 j6 i7 k7 i5, depth 16
    {"b:g5b,f6b,e7w,g7w,i7w,h8b", "h7", 658},
    // h8 h9 j10 g7 k9 i11, depth 14
    {"b:g5b,f6b,e7w,g8w,h8b,i9w", "h6", 999978},
    // h8 i9 j10 j9 k9 i11, depth 16
    {"b:g5b,f6b,g6w,e7w,g7w,h8b", "g9", 373},
    // h8 i9 i6 j8 k7 i7, depth 17
    {"b:g5b,h6w,f7b,g7w,i7w,h8b", "f8", 2039},
    // h8 i9 i6 j8 i7 k7, depth 15, defend
    {"b:g5w,h6w,f7b,g7b,i7w,h8b", "j8", 1118},
    // h8 i9 i6 g9 k8 i8, depth 19
    {"b:g6b,e8b,g8w,h8b,g9w,i9w", "f7", 1591},
    // h8 h9 j9 i7 i10 k8, depth 16
    {"b:g6b,f7b,h7w,e8w,h8b,g9w", "f6", 1390},
    // h8 i9 i6 g9 k8 j7, depth 17
    {"b:g6b,f7w,e8b,h8b,g9w,i9w", "e7", 927},
    // h8 h9 j9 i10, depth 16
    {"b:g6b,f7w,g8w,h8b", "h9", 1148},
    // h8 h9 j9 i10 i8 g8, depth 18, defend
    {"b:g6b,f7w,h7b,g8w,h8b,h9w", "e6", 827},
    // h8 h9 j9 i10 g8 i8, depth 16
    {"b:g6b,f7w,h7w,g8w,h8b,h9b", "i6", 1146},
    // h8 h9 i6 j7, depth 15
    {"b:g6b,f7w,h8b,h9w", "e6", 1361},
    // h8 h9 j7 g8 i10 i6, depth 15
    {"b:g6b,f7w,j7b,h8b,i8w,h9w", "j6", 963},
    // h8 i9 i6 j8, depth 16
    {"b:g6b,f8w,h8b,g9w", "h7", 1521},
    // h8 i9 i7 g9 j9 h10, depth 17
    {"b:g6b,g7w,i7b,f8w,h8b,g9w", "h6", 1789},
    // h8 i9 i6 g9 j9 h10, depth 18
    {"b:g6b,g7w,j7b,f8w,h8b,g9w", "h6", 695},
    // h8 i9 h7 h6 j7 g7, depth 16
    {"b:g6b,i7w,f8w,g8b,h8b,g9w", "h7", 1633},
    // h8 i9 j8 g8 k8 i6, depth 16
    {"b:g6w,e8b,f8b,h8b,i8w,g9w", "f9", 2876},
    // h8 i9 g7 j8 h10 i10, depth 15
    {"b:g6w,h6b,g7w,f8w,h8b,i9b", "h10", 1708},
    // h8 i9 h6 h7 g7 i7, depth 16
    {"b:g7b,f8b,g8w,h8b,g9w,i9w", "e9", 1702},
    // h8 i9 j8 g8 i7 g9, depth 15
    {"b:g7b,f8b,h8b,i8w,g9w,i9w", "h6", 1671},
    // h8 i9 g7 j8 h6 h9, depth 15
    {"b:g7b,f8b,h8b,i8w,i9w,h10w", "h6", 999978},
    // h8 i9 g7 j8 h6 h10, depth 16, defend
    {"b:g7b,f8b,h8b,j8w,i9w,h10w", "g11", 1837},
    // h8 h9 i8 j8 i7 i9, depth 17
    {"b:g7b,f8w,g8b,h8b,g9w,h9w", "i9", 1308},
    // h8 i9 g7 j8 h10 h6, depth 16
    {"b:g7b,f8w,h8b,j8b,i9w,h10w", "h7", 3119},
    // h8 h9 i7 g9 i9 i8, depth 15
    {"b:g7b,g8w,h8b,g9b,h9w,i9w", "f7", 2138},
    // h8 h9 i9 g7 g9 f8, depth 15
    {"b:g7b,g8w,h8b,g9b,i9w,h10w", "h6", 1493},
    // h8 h9 i9 g7, depth 16
    {"b:g7b,g8w,h8b,i9w", "f7", 1520},
    // h8 h9 h6 g9 i9 f8, depth 15
    {"b:g7b,g8w,h8b,j8b,g9w,h10w", "h6", 2549},
    // h8 h9 h6 g9 i9 g7, depth 16
    {"b:g7b,g8w,h8b,j8b,g9w,i9w", "j9", 1360},
    // h8 h9 i9 g7 j8 i8, depth 15
    {"b:g7b,h7w,f8b,g8w,h8b,i9w", "e9", 2174},
    // h8 h9 i9 g7 j8 g8, depth 17
    {"b:g7b,h7w,f8b,h8b,i8w,i9w", "h6", 1272},
    // h8 h9 j8 g8 g9 i7, depth 16
    {"b:g7b,h7w,g8w,h8b,i9w,h10b", "g9", 562},
    // h8 h9 i9 g7 g9 i7, depth 15
    {"b:g7b,h7w,i7b,h8b,g9w,i9w", "f8", 313},
    // h8 h9 j8 g9 i9 g7, depth 16
    {"b:g7b,h7w,i7w,f8b,h8b,i9w", "h6", 1221},
    // h8 h9 i7 g9 i9 g7, depth 17
    {"b:g7b,h7w,i7w,h8b,g9b,i9w", "g8", 881},
    // h8 i9 i7 g9, depth 15
    {"b:g7b,h8b,g9w,i9w", "f8", 1273},
    // h8 h9 i7 g9, depth 15
    {"b:g7b,h8b,h9w,i9w", "g9", 1045},
    // h8 i9 g7 j8, depth 15
    {"b:g7b,h8b,i9w,h10w", "j8", 1310},
    // h8 i9 g7 j8 h10 i7, depth 16
    {"b:g7b,h8b,j8b,g9w,i9w,h10w", "i8", 1846},
    // h8 i9 h6 h7 i7 g9, depth 14
    {"b:g7b,i7w,f8b,g8w,h8b,i9w", "h6", 1528},
    // h8 h9 h6 g9 g7 i9, depth 18, defend
    {"b:g7b,i7w,f8b,h8b,i8w,i9w", "i6", 1491},
    // h8 i9 h7 h6 i7 g9, depth 15
    {"b:g7b,i7w,f8w,g8b,h8b,i9w", "i8", 1000},
    // h8 i9 j8 g8 i8 h7, depth 16
    {"b:g7w,f8b,g8b,h8b,i8w,h9w", "g10", 949},
    // h8 i9 j8 g8 i7 h6, depth 16
    {"b:g7w,f8b,h8b,i8w,g9b,h10w", "f10", 2338},
    // h8 i9 h7 h10 j8 g9, depth 0, vct
    {"b:g7w,f8w,h8b,i8b,g9w,h10b", "h9", 1000000},
    // h8 h9 i8 i7, depth 15
    {"b:g7w,g8b,h8b,h9w", "f8", 983},
    // h8 i9 i8 g8, depth 16
    {"b:g7w,g8b,h8b,i8w", "h9", 1066},
    // h8 h9 i8 i7 h7 j8, depth 15
    {"b:g7w,h7b,f8w,g8b,h8b,h9w", "e9", 849},
    // h8 h9 i8 i7 h7 g8, depth 16
    {"b:g7w,h7b,g8b,h8b,i8w,h9w", "f9", 769},
    // h8 i9 i8 g8 h7 h9, depth 17
    {"b:g7w,h7b,g8w,h8b,i8b,h9w", "g6", 1394},
    // h8 i9 h6 h7 g7 f8, depth 16
    {"b:g7w,h8b,i8w,j8b,i9b,h10w", "k9", 1006},
    // h8 i9 i7 g9 j8 h6, depth 15
    {"b:g7w,h8b,j8w,g9w,i9b,h10b", "g10", 1422},
    // h8 h9 i8 g8, depth 15
    {"b:g8b,h8b,i8w,h9w", "g10", 1010},
    // h8 i9 h7 h10 j8 g8, depth 0, vct
    {"b:h6b,g7w,f8w,h8b,i8b,h9w", "j8", 1000000},
    // h8 h9 h6 g10 f11, depth 15
    {"w:e6b,f7w,g8w,h8b,j8b", "f9", 630},
    // h8 h9 i6 j7 k6, depth 17
    {"w:e6b,g6b,f7w,h8b,h9w", "f6", -1407},
    // h8 i9 j7 j8 k7, depth 16
    {"w:e7b,f7b,f8w,h8b,g9w", "g7", -1199},
    // h8 i9 i8 j8 k7, depth 16
    {"w:e7b,f8w,g8b,h8b,g9w", "h9", -954},
    // h8 i9 h7 h10 g11, depth 16
    {"w:e7b,f8w,h8b,i8b,g9w", "j8", -440},
    // h8 i9 j8 g8 k8, depth 16
    {"w:e8b,f8b,h8b,i8w,g9w", "d8", -1127},
    // h8 i9 j10 j9 k9, depth 15
    {"w:f6b,e7b,f7w,g7w,h8b", "g5", -329},
    // h8 h9 j10 i9 k9, depth 16
    {"w:f6b,e7b,g7w,h7w,h8b", "i7", -391},
    // h8 i9 j6 i7 k7, depth 16
    {"w:f6b,e7b,g7w,h8b,g9w", "g8", -300},
    // h8 h9 j10 g7 k9, depth 15
    {"w:f6b,e7b,h7w,h8b,i9w", "i6", -1646},
    // h8 h9 i10 i7 j10, depth 15
    {"w:f6b,f7b,i7w,g8w,h8b", "f5", -1499},
    // h8 i9 j10 j9 g9, depth 15
    {"w:f6b,f7w,g7w,i7b,h8b", "e7", -459},
    // h8 i9 j6 g9 j8, depth 16
    {"w:f6b,f8b,h8b,g9w,i9w", "i8", -132},
    // h8 i9 f6 j9 h6, depth 16
    {"w:f6b,f8b,h8b,i9w,i10w", "j9", 903},
    // h8 h9 i6 j7 j6, depth 18
    {"w:f6b,g6b,f7w,h8b,h9w", "e6", -1520},
    // h8 h9 j10 g7 i9, depth 15
    {"w:f6b,g7b,g8w,h8b,i9w", "f9", -805},
    // h8 h9 j10 i9 g9, depth 17
    {"w:f6b,g7w,g8w,h8b,g9b", "i7", -260},
    // h8 i9 j10, depth 14
    {"w:f6b,g7w,h8b", "f7", -417},
    // h8 i9 j6 i7 h6, depth 16
    {"w:f6b,g7w,i7w,f8b,h8b", "g8", -999},
    // h8 h9 j10, depth 17
    {"w:f6b,g8w,h8b", "g7", -361},
    // h8 h9 j10 g7 g10, depth 16
    {"w:f6b,g8w,h8b,f9b,i9w", "h10", 339},
    // h8 i9 j6 g9 h6, depth 16
    {"w:f6b,h6b,h8b,g9w,i9w", "i8", 229},
    // h8 i9 j6 g9 j9, depth 17
    {"w:f6b,h8b,f9b,g9w,i9w", "f8", 264},
    // h8 h9 j6 g9 j9, depth 16
    {"w:f6b,h8b,f9b,h9w,i9w", "i10", 960},
    // h8 h9 j6 g9 i9, depth 15
    {"w:f6b,h8b,g9b,h9w,i9w", "i7", -129},
    // h8 i9 f6 j9 g9, depth 16
    {"w:f6b,h8b,g9b,i9w,j9w", "i7", 1025},
    // h8 i9 j6, depth 15
    {"w:f6b,h8b,g9w", "i9", -354},
    // h8 i9 f6 j9 h9, depth 16
    {"w:f6b,h8b,h9b,i9w,j9w", "h10", 643},
    // h8 h9 j6, depth 16
    {"w:f6b,h8b,h9w", "i8", -85},
    // h8 h9 j6 g8 f7, depth 15
    {"w:f6b,h8b,i8w,h9w,g10b", "i7", 60},
    // h8 i9 f6, depth 15
    {"w:f6b,h8b,i9w", "j9", 380},
    // h8 i9 f6 j8 k7, depth 15
    {"w:f6b,h8b,i9w,h10w,g11b", "i10", 467},
    // h8 i9 f6 j8 h10, depth 15
    {"w:f6b,h8b,j8b,i9w,h10w", "g9", -382},
    // h8 h9 i7 j6 j7, depth 15
    {"w:f6w,f7b,g7b,h8b,h9w", "h7", -1132},
    // h8 i9 i7 j6 j8, depth 16
    {"w:f6w,g7b,f8b,h8b,g9w", "h6", -650},
    // h8 h9 i7 j6 i8, depth 16
    {"w:f6w,g7b,g8b,h8b,h9w", "i8", -1188},
    // h8 h9 i9 j10 g8, depth 16
    {"w:f6w,g7b,g8w,h8b,h9b", "h7", -1810},
    // h8 h9 i9 j10 j8, depth 16
    {"w:f6w,g7b,h7w,f8b,h8b", "h6", -984},
    // h8 i9 i7 j6 g9, depth 15
    {"w:f6w,g7b,h8b,g9w,i9b", "j10", -1889},
    // h8 h9 j7 g9 j8, depth 19
    {"w:f7b,f8b,h8b,h9w,i9w", "i8", 358},
    // h8 i9 j7 j8 i7, depth 18
    {"w:f7b,g7b,f8w,h8b,g9w", "e7", -925},
    // h8 h9 i9 g7 i10, depth 15
    {"w:f7b,g7b,g8w,h8b,i9w", "h7", -1520},
    // h8 i9 j7 h9 i7, depth 14
    {"w:f7b,g7b,h8b,g9w,h9w", "i8", -1181},
    // h8 h9 i10 i7 i9, depth 15
    {"w:f7b,g7b,i7w,g8w,h8b", "f6", -650},
    // h8 h9 h10 g9 g10, depth 16
    {"w:f7b,g7w,f8b,g8w,h8b", "g9", -809},
    // h8 i9 j9 j8 i7, depth 15
    {"w:f7b,g7w,f8w,h8b,g9b", "h9", -806},
    // h8 h9 i10 i9 g9, depth 16
    {"w:f7b,g7w,g8w,h8b,g9b", "f10", -1093},
    // h8 i9 j7 h9 j9, depth 16
    {"w:f7b,g7w,h7w,h8b,f9b", "f8", -880},
    // h8 h9 i7 g9 f9, depth 15
    {"w:f7b,g7w,h7w,h8b,i9b", "f8", -632},
    // h8 h9 j7 g9 f9, depth 15
    {"w:f7b,g7w,h7w,h8b,j9b", "g8", -125},
    // h8 i9 j9, depth 16
    {"w:f7b,g7w,h8b", "g8", -996},
    // h8 i9 i6 g9 j9, depth 16
    {"w:f7b,g7w,i7w,h8b,g10b", "i8", -284},
    // h8 i9 i7 g9 j9, depth 16
    {"w:f7b,g7w,i7w,h8b,g9b", "f9", -1103},
    // h8 h9 i10, depth 15
    {"w:f7b,g8w,h8b", "g7", -1112},
    // h8 h9 i10 i8 g10, depth 16
    {"w:f7b,g8w,h8b,f9b,h9w", "f8", -1257},
    // h8 h9 i8 g8 f7, depth 15
    {"w:f7b,g8w,h8b,i8b,h9w", "i9", -1034},
    // h8 h9 i8 g8 i10, depth 16
    {"w:f7b,h7b,g8w,h8b,h9w", "i8", -1190},
    // h8 h9 i8 j8 j9, depth 16
    {"w:f7b,h7w,f8w,g8b,h8b", "h9", -884},
    // h8 h9 j9 i7 i8, depth 16
    {"w:f7b,h7w,g8b,h8b,g9w", "f8", -869},
    // h8 h9 j9, depth 15
    {"w:f7b,h7w,h8b", "g9", -842},
    // h8 h9 j9 g9 j8, depth 16
    {"w:f7b,h7w,i7w,f8b,h8b", "i8", -1845},
    // h8 h9 j9 g9 i8, depth 17
    {"w:f7b,h7w,i7w,g8b,h8b", "i8", -1174},
    // h8 i9 j7, depth 16
    {"w:f7b,h8b,g9w", "h7", -1028},
    // h8 h9 j7, depth 17
    {"w:f7b,h8b,h9w", "i9", -20},
    // h8 h9 i6, depth 15
    {"w:f7b,h8b,i8w", "g10", -621},
    // h8 h9 i6 f7 g8, depth 16
    {"w:f7b,h8b,i8w,h9b,g10w", "i10", -1102},
    // h8 h9 j7 g8 i10, depth 16
    {"w:f7b,h8b,i8w,h9w,g10b", "g6", -963},
    // h8 i9 g6, depth 16
    {"w:f7b,h8b,i9w", "h9", -44},
    // h8 i9 g6 j8 k7, depth 16
    {"w:f7b,h8b,i9w,h10w,g11b", "i8", -430},
    // h8 i9 g6 j8 h10, depth 16
    {"w:f7b,h8b,j8b,i9w,h10w", "g9", -702},
    // h8 h9 j7 g9 g7, depth 16
    {"w:f7b,i7b,h8b,h9w,i9w", "g9", -137},
    // h8 i9 h7 h6 i6, depth 17
    {"w:f7b,i7w,f8w,g8b,h8b", "h9", -718},
    // h8 i9 i6, depth 16
    {"w:f7b,i7w,h8b", "i9", -582},
    // h8 i9 i6 g9 h9, depth 17
    {"w:f7b,i7w,h8b,i8b,i9w", "j8", 80},
    // h8 h9 j7 g8 f7, depth 16
    {"w:f7b,j7b,g8w,h8b,h9w", "g9", -497},
    // h8 h9 i6 f7 i10, depth 15
    {"w:f7b,j7b,g8w,h8b,i10w", "h9", -332},
    // h8 h9 h10 i10 g9, depth 15
    {"w:f7w,f8b,g8w,h8b,g9b", "h9", -1346},
    // h8 h9 h10 i10 g8, depth 17
    {"w:f7w,f8b,g8w,h8b,h9b", "h7", -1294},
    // h8 h9 h10 i10 i9, depth 15
    {"w:f7w,g7b,f8b,g8w,h8b", "g6", -930},
    // h8 h9 h6 g10 g7, depth 16
    {"w:f7w,i7b,g8w,h8b,j8b", "g9", -1254},
    // h8 i9 j8 g8 i8, depth 16
    {"w:f8b,g8b,h8b,i8w,g9w", "h7", -891},
    // h8 h9 h10, depth 15
    {"w:f8b,g8w,h8b", "g7", -939},
    // h8 i9 h6 h7 i7, depth 16
    {"w:f8b,g8w,h8b,g9b,i9w", "h10", -1024},
    // h8 h9 j8 g9 i9, depth 17
    {"w:f8b,h8b,g9b,h9w,i9w", "i7", -1256},
    // h8 i9 j8, depth 16
    {"w:f8b,h8b,g9w", "g8", -910},
    // h8 i9 j9 j8 h10, depth 16
    {"w:f8b,h8b,g9w,g10b,h10w", "g8", -1372},
    // h8 i9 i8 j8 h10, depth 16
    {"w:f8b,h8b,g9w,h9b,h10w", "i8", -1064},
    // h8 h9 j8, depth 16
    {"w:f8b,h8b,h9w", "i8", -899},
    // h8 h9 h6, depth 16
    {"w:f8b,h8b,i8w", "j9", 90},
    // h8 h9 h6 g9 g7, depth 16
    {"w:f8b,h8b,i8w,g9b,i9w", "h10", -676},
    // h8 h9 j8 g8 i10, depth 16
    {"w:f8b,h8b,i8w,h9w,g10b", "i9", -1143},
    // h8 h9 j8 g8 g9, depth 16
    {"w:f8b,h8b,i8w,h9w,i9b", "j10", -630},
    // h8 i9 h6, depth 15
    {"w:f8b,h8b,i9w", "i8", -492},
    // h8 i9 h7 h6 i7, depth 16
    {"w:f8w,g8b,h8b,g9b,i9w", "i7", -772},
    // h8 i9 h7 h6 j7, depth 16
    {"w:f8w,g8b,h8b,i9w,g10b", "g9", -800},
    // h8 i9 h7 h10 j8, depth 16
    {"w:f8w,h8b,i8b,g9w,h10b", "g7", -2766},
    // h8 i9 i6 j8 k7, depth 15
    {"w:g5b,h6w,f7b,i7w,h8b", "i5", -1295},
    // h8 i9 i6 g9 k8, depth 17
    {"w:g6b,e8b,h8b,g9w,i9w", "f7", -981},
    // h8 h9 i10 i9 j9, depth 15
    {"w:g6b,f7b,g7w,g8w,h8b", "h5", -996},
    // h8 h9 i10 i8 j9, depth 16
    {"w:g6b,f7b,h7w,g8w,h8b", "f6", -805},
    // h8 h9 j9 i7 i10, depth 17
    {"w:g6b,f7b,h7w,h8b,g9w", "f9", -1280},
    // h8 h9 j9 i10 g8, depth 17
    {"w:g6b,f7w,g8w,h8b,h9b", "h7", -1146},
    // h8 h9 j9 i10 i8, depth 18
    {"w:g6b,f7w,h7b,g8w,h8b", "h9", -825},
    // h8 i9 i6 j8 i7, depth 17
    {"w:g6b,g7b,f8w,h8b,g9w", "f6", -929},
    // h8 i9 i6 j8 h7, depth 16
    {"w:g6b,h7b,f8w,h8b,g9w", "f5", -1364},
    // h8 h9 h10 g9 i9, depth 16
    {"w:g7b,f8b,g8w,h8b,g9w", "f6", -1035},
    // h8 i9 h6 h7 g7, depth 16
    {"w:g7b,f8b,g8w,h8b,i9w", "h6", -930},
    // h8 i9 i7 g9 j8, depth 15
    {"w:g7b,f8b,h8b,g9w,i9w", "e9", -1153},
    // h8 i9 j8 g8 i7, depth 16
    {"w:g7b,f8b,h8b,i8w,g9w", "h6", -1479},
    // h8 i9 g7 j8 h6, depth 16
    {"w:g7b,f8b,h8b,i9w,h10w", "j8", -1958},
    // h8 h9 i8 j8 i7, depth 16
    {"w:g7b,f8w,g8b,h8b,h9w", "g9", -1255},
    // h8 h9 i9, depth 16
    {"w:g7b,g8w,h8b", "i9", -1221},
    // h8 h9 i9 g7 g9, depth 17
    {"w:g7b,g8w,h8b,g9b,i9w", "i7", -10},
    // h8 h9 h6 g9 i9, depth 15
    {"w:g7b,g8w,h8b,j8b,g9w", "i9", -1056},
    // h8 h9 i9 g7 j8, depth 16
    {"w:g7b,h7w,f8b,h8b,i9w", "i8", -1016},
    // h8 h9 i7 g9 i9, depth 18
    {"w:g7b,h7w,i7w,h8b,g9b", "i9", -881},
    // h8 i9 i7, depth 15
    {"w:g7b,h8b,g9w", "i9", -1119},
    // h8 h9 i7, depth 16
    {"w:g7b,h8b,h9w", "i9", -816},
    // h8 i9 g7, depth 14
    {"w:g7b,h8b,i9w", "j8", -745},
    // h8 i9 g7 j8 h10, depth 16
    {"w:g7b,h8b,j8b,i9w,h10w", "j9", -1329},
    // h8 h9 i8 i7 j8, depth 17, defend
    {"w:g7w,f8b,g8b,h8b,h9w", "i8", -949},
    // h8 i9 i8, depth 15
    {"w:g7w,g8b,h8b", "f8", -858},
    // h8 i9 i8 g8 h7, depth 16
    {"w:g7w,g8b,h8b,i8w,h9b", "h7", -1333},
    // h8 h9 i8 i7 h7, depth 16
    {"w:g7w,h7b,g8b,h8b,h9w", "i8", -839},
    // h8 i9 h7, depth 16
    {"w:g7w,h8b,h9b", "h10", -918},
    // h8 h9 i8, depth 16
    {"w:g8b,h8b,h9w", "g7", -795},
    // h8 h9 h7, depth 15
    {"w:g8b,h8b,i8w", "h9", -914},
}};

}  // namespace renju::ai
