// The engine's opening book (src/ai/book.hpp), written by `renju book`; rebuild it rather than
// edit it:
//   renju book --plies 3 --replies 2 --nodes 6000000 --reply-nodes 3000000
// 174 positions, each: the moves that reach it and the search's depth, then its key, move and
// score (book.hpp).
#pragma once

#include <array>

#include "ai/book.hpp"

namespace renju::ai {

inline constexpr std::array<BookEntry, 174> kBook{{
    // h8 i9 j10 j9, depth 16
    {"b:f6b,f7w,g7w,h8b", "i7", 459},
    // h8 h9 j10 i9, depth 16
    {"b:f6b,g7w,g8w,h8b", "g5", 431},
    // h8 i9 j6 i7, depth 16
    {"b:f6b,g7w,h8b,g9w", "h6", 988},
    // h8 h9 j10 g7, depth 15
    {"b:f6b,g8w,h8b,i9w", "g5", 1709},
    // h8 i9 j6 g9, depth 16
    {"b:f6b,h8b,g9w,i9w", "h6", 264},
    // h8 h9 j6 g9, depth 15
    {"b:f6b,h8b,h9w,i9w", "g9", 138},
    // h8 h9 j6 g8, depth 16
    {"b:f6b,h8b,i8w,h9w", "g10", -189},
    // h8 i9 f6 j8, depth 16
    {"b:f6b,h8b,i9w,h10w", "j8", 382},
    // h8 i9 f6 j9, depth 15
    {"b:f6b,h8b,i9w,i10w", "f8", -488},
    // h8 h9 i9 j10, depth 16
    {"b:f6w,g7b,g8w,h8b", "h9", 1511},
    // h8 i9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,g9w", "i9", 2043},
    // h8 h9 i7 j6, depth 15
    {"b:f6w,g7b,h8b,h9w", "g8", 1380},
    // h8 i9 j7 j8, depth 16
    {"b:f7b,f8w,h8b,g9w", "e7", 1134},
    // h8 i9 j9 j8, depth 16
    {"b:f7b,g7w,f8w,h8b", "h6", 1236},
    // h8 h9 i10 i9, depth 16
    {"b:f7b,g7w,g8w,h8b", "g9", 1009},
    // h8 h9 i10 i8, depth 16
    {"b:f7b,h7w,g8w,h8b", "f9", 1180},
    // h8 h9 j9 i7, depth 16
    {"b:f7b,h7w,h8b,g9w", "g6", 1174},
    // h8 h9 j9 g9, depth 15
    {"b:f7b,h7w,i7w,h8b", "f8", 1161},
    // h8 i9 j7 h9, depth 17
    {"b:f7b,h8b,g9w,h9w", "g7", 1227},
    // h8 h9 j7 g9, depth 15
    {"b:f7b,h8b,h9w,i9w", "f8", 103},
    // h8 h9 i6 f7, depth 16
    {"b:f7b,h8b,i8w,g10w", "h9", 972},
    // h8 h9 j7 g8, depth 16
    {"b:f7b,h8b,i8w,h9w", "g10", 964},
    // h8 i9 g6 j8, depth 16
    {"b:f7b,h8b,i9w,h10w", "j8", 577},
    // h8 h9 i10 i7, depth 15
    {"b:f7b,i7w,g8w,h8b", "f6", 1045},
    // h8 i9 i6 g9, depth 16
    {"b:f7b,i7w,h8b,i9w", "h5", 906},
    // h8 h9 h10 i10, depth 16
    {"b:f7w,f8b,g8w,h8b", "g9", 1228},
    // h8 h9 h6 g10, depth 17
    {"b:f7w,g8w,h8b,j8b", "i7", 1254},
    // h8 h9 h10 g9, depth 17
    {"b:f8b,g8w,h8b,g9w", "g7", 1115},
    // h8 i9 h6 h7, depth 16
    {"b:f8b,g8w,h8b,i9w", "g7", 1052},
    // h8 h9 j8 g9, depth 15
    {"b:f8b,h8b,h9w,i9w", "f9", 1206},
    // h8 i9 j8 g8, depth 15
    {"b:f8b,h8b,i8w,g9w", "e8", 1241},
    // h8 h9 j8 g8, depth 16
    {"b:f8b,h8b,i8w,h9w", "g10", 961},
    // h8 h9 h6 g9, depth 15
    {"b:f8b,h8b,i8w,i9w", "i7", 714},
    // h8 i9 i8 j8, depth 16
    {"b:f8w,g8b,h8b,g9w", "h10", 1246},
    // h8 h9 i8 j8, depth 16
    {"b:f8w,g8b,h8b,h9w", "g7", 1148},
    // h8 i9 h7 h6, depth 16
    {"b:f8w,g8b,h8b,i9w", "g10", 940},
    // h8 i9 h7 h10, depth 16
    {"b:f8w,h8b,i8b,g9w", "h10", 2442},
    // h8 h9 j9 i10, depth 16
    {"b:g6b,f7w,g8w,h8b", "h9", 1148},
    // h8 h9 i6 j7, depth 15
    {"b:g6b,f7w,h8b,h9w", "e6", 1361},
    // h8 i9 i6 j8, depth 16
    {"b:g6b,f8w,h8b,g9w", "h7", 1521},
    // h8 h9 i9 g7, depth 16
    {"b:g7b,g8w,h8b,i9w", "f7", 1520},
    // h8 i9 i7 g9, depth 15
    {"b:g7b,h8b,g9w,i9w", "f8", 1273},
    // h8 h9 i7 g9, depth 15
    {"b:g7b,h8b,h9w,i9w", "g9", 1045},
    // h8 i9 g7 j8, depth 15
    {"b:g7b,h8b,i9w,h10w", "j8", 1310},
    // h8 h9 i8 i7, depth 15
    {"b:g7w,g8b,h8b,h9w", "f8", 983},
    // h8 i9 i8 g8, depth 16
    {"b:g7w,g8b,h8b,i8w", "h9", 1066},
    // h8 h9 i8 g8, depth 15
    {"b:g8b,h8b,i8w,h9w", "g10", 1010},
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
