/// A set of symbols that yields its lowest-numbered one first: the dual simplex's infeasible rows,
/// taken in the order Bland's rule asks for without scanning them all at each pivot.
///
/// A binary heap beside a set: the set says what is in the queue, so a symbol is queued once and
/// one removed from the set is skipped when it reaches the top.
struct SymbolQueue: Sendable {
    private var heap: [Symbol] = []
    private var members: Set<Symbol> = []

    var isEmpty: Bool { members.isEmpty }

    mutating func insert(_ symbol: Symbol) {
        guard members.insert(symbol).inserted else { return }
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func remove(_ symbol: Symbol) {
        members.remove(symbol)
    }

    mutating func removeAll() {
        heap.removeAll()
        members.removeAll()
    }

    /// Removes and returns the lowest-numbered symbol, or `nil` when the queue is empty.
    mutating func popMin() -> Symbol? {
        while let top = heap.first {
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown()
            }
            if members.remove(top) != nil { return top }
        }
        return nil
    }

    private mutating func siftDown() {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && heap[right] < heap[left] ? right : left
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}
