// The store's threads: one for reads, one for write jobs, and the group committer's writer.
#include "store/async_store.hpp"

namespace renju::store {

AsyncStore::AsyncStore(Store& store, Store* reads, std::size_t max_queued)
    : store_(store),
      reads_store_(reads ? *reads : store),
      reads_(max_queued),
      writes_(max_queued),
      committer_(store) {}

AsyncStore::~AsyncStore() {
  stop();
}

AsyncStore::Stats AsyncStore::stats() const {
  return Stats{reads_.pending(), writes_.pending(), committer_.stats()};
}

void AsyncStore::stop() {
  reads_.stop();
  writes_.stop();
  committer_.stop();
}

}  // namespace renju::store
