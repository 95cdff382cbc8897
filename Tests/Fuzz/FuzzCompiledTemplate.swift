import Foundation

/// libFuzzer entry point for the compiled-template reader.
///
/// Each input is read three times:
///
/// 1. as it is (magic, version, length and checksum checks);
/// 2. with its length and checksum rewritten to match, so that byte
///    mutations reach the payload decoder and its count and index checks
///    instead of stopping at the checksum;
/// 3. when that payload decodes into tables, with the tables edited and
///    compiled again, so that forged tables reach the structural checks
///    (`TemplateStructure`) and, when they pass, binding and instantiation.
///    The input chooses the edits (a generator seeded with its hash, so an
///    artifact reproduces them): counts of objects, parents (out of range,
///    cycles, deep chains), roles, top-level entries, classes, a second
///    File's Owner, the launch flag, the creation order, ids, connections
///    and the objects values name.
///
/// A template that reads is bound to stand-in classes and instantiated.
///
/// Seed mode: with `NIBKIT_FUZZ_WRITE_SEEDS=DIR` in the environment, each
/// input is read as an XML archive instead, and its compiled form is written
/// to DIR (Scripts/fuzz.sh makes the compiled seeds this way).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let data = fuzzData(bytes, size)
    if let directory = ProcessInfo.processInfo.environment["NIBKIT_FUZZ_WRITE_SEEDS"] {
        writeSeed(data, to: directory)
        return 0
    }
    read(data)
    guard data.count >= CompiledTemplate.headerSize, CompiledTemplate.isCompiled(data) else { return 0 }
    var fixed = [UInt8](data)
    let payload = fixed[CompiledTemplate.headerSize...]
    let length = UInt64(payload.count)
    let checksum = CompiledTemplate.fnv1a(payload)
    for index in 0..<8 {
        fixed[12 + index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))
        fixed[20 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))
    }
    read(Data(fixed))
    var decoder = CompiledTemplate.Decoder(bytes: fixed, start: CompiledTemplate.headerSize)
    guard var tables = try? decoder.decodeTables() else { return 0 }
    var choices = SplitMix64(seed: checksum)
    for _ in 0...Int.random(in: 0..<3, using: &choices) {
        TableEdit.random(using: &choices).apply(to: &tables, using: &choices)
    }
    read(CompiledTemplate.encode(tables))
    return 0
}

private func read(_ data: Data) {
    fuzzLoad(data, path: "fuzz.nibc", mode: nil)
}

private func writeSeed(_ data: Data, to directory: String) {
    guard let template = try? NibTemplate(data: data, path: "seed", registry: .dynamic) else { return }
    let compiled = template.compiledData()
    let name = String(CompiledTemplate.fnv1a(compiled), radix: 16) + ".nibc"
    try? compiled.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
}

/// One edit of a template's tables, as a forger would make it.
private enum TableEdit: CaseIterable {
    case dropObjects, duplicateObject, parent, parentCycle, deepChain, role, secondFilesOwner, className, id
    case visibleAtLaunch, topLevel, creationOrder, connection, objectValue

    static func random(using choices: inout SplitMix64) -> TableEdit {
        allCases[Int.random(in: 0..<allCases.count, using: &choices)]
    }

    func apply(to tables: inout TemplateTables, using choices: inout SplitMix64) {
        let count = tables.objects.count
        /// An index of the table, or one just past it.
        func anyIndex() -> Int { Int.random(in: 0...count, using: &choices) }
        func edit(_ index: Int, _ change: (inout TemplateObject) -> Void) {
            guard index < tables.objects.count else { return }
            change(&tables.objects[index])
        }
        guard count > 0 else {
            tables.topLevel.append(0)
            return
        }
        let target = Int.random(in: 0..<count, using: &choices)
        switch self {
        case .dropObjects:
            tables.objects.removeLast(Int.random(in: 1...count, using: &choices))
        case .duplicateObject:
            tables.objects.insert(tables.objects[target], at: anyIndex())
        case .parent:
            let parent = Bool.random(using: &choices) ? nil : anyIndex()
            edit(target) { $0.parent = parent }
        case .parentCycle:
            let other = Int.random(in: 0..<count, using: &choices)
            edit(target) { $0.parent = other }
            edit(other) { $0.parent = target }
        case .deepChain:
            for index in target..<min(count, target + Int.random(in: 2...64, using: &choices)) where index > target {
                edit(index) { $0.parent = index - 1 }
            }
        case .role:
            let roles: [ObjectRole] = [
                .archived, .custom, .filesOwner, .firstResponder, .application, .external(identifier: "fuzz"),
            ]
            let role = roles[Int.random(in: 0..<roles.count, using: &choices)]
            edit(target) { $0.role = role }
        case .secondFilesOwner:
            guard let owner = tables.objects.firstIndex(where: { $0.role == .filesOwner }) else {
                edit(target) { $0.role = .filesOwner }
                return
            }
            tables.objects.insert(tables.objects[owner], at: Int.random(in: 0...owner + 1, using: &choices))
        case .className:
            let other = tables.objects[Int.random(in: 0..<count, using: &choices)].className
            let name = [nil, other, "Evil"][Int.random(in: 0..<3, using: &choices)]
            edit(target) { $0.className = name }
        case .id:
            let other = tables.objects[Int.random(in: 0..<count, using: &choices)].id
            edit(target) { $0.id = other }
        case .visibleAtLaunch:
            edit(target) { $0.isVisibleAtLaunch.toggle() }
        case .topLevel:
            editList(&tables.topLevel, index: anyIndex(), using: &choices)
        case .creationOrder:
            editList(&tables.creationOrder, index: anyIndex(), using: &choices)
        case .connection:
            guard !tables.connections.isEmpty else { return }
            let position = Int.random(in: 0..<tables.connections.count, using: &choices)
            let old = tables.connections[position]
            let source = Bool.random(using: &choices) ? anyIndex() : old.source
            let destination =
                Bool.random(using: &choices) ? (Bool.random(using: &choices) ? nil : anyIndex()) : old.destination
            tables.connections[position] = TemplateConnection(
                kind: old.kind, source: source, destination: destination, destinationID: old.destinationID,
                name: old.name, segueKind: old.segueKind, segueID: old.segueID, event: old.event,
                location: old.location, binding: old.binding)
        case .objectValue:
            let value = TemplateValue.object(Int.random(in: 0..<count, using: &choices))
            edit(target) { fields in
                let property = TemplateProperty(key: "fuzz", value: value, location: fields.location)
                if fields.properties.isEmpty {
                    fields.properties.append(property)
                } else {
                    fields.properties[Int.random(in: 0..<fields.properties.count, using: &choices)] = property
                }
            }
        }
    }

    /// Inserts, removes, duplicates or replaces an entry of an index list.
    private func editList(_ list: inout [Int], index: Int, using choices: inout SplitMix64) {
        switch Int.random(in: 0..<4, using: &choices) {
        case 0: list.insert(index, at: Int.random(in: 0...list.count, using: &choices))
        case 1: if !list.isEmpty { list.remove(at: Int.random(in: 0..<list.count, using: &choices)) }
        case 2: if let entry = list.randomElement(using: &choices) { list.append(entry) }
        default: if !list.isEmpty { list[Int.random(in: 0..<list.count, using: &choices)] = index }
        }
    }
}
