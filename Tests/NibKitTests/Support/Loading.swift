import Foundation
import NibKit

// What the tests that load a template and look at the result share.

/// The events of one instantiation, in the order they happened.
func trace(
    _ template: NibTemplate, owner: NibObject? = nil, externalObjects: [String: NibObject] = [:],
    application: NibObject? = nil
) throws -> (graph: NibInstantiation, events: [LifecycleEvent]) {
    let events = Recorder<LifecycleEvent>()
    var options = InstantiationOptions()
    options.eventHandler = { events.append($0) }
    let graph = try template.instantiate(
        owner: owner, externalObjects: externalObjects, application: application, options: options)
    return (graph, events.all)
}

/// The events of one instantiation with dynamic objects, as `nibtool trace`
/// records them: an owner, an application, and an object for every external
/// placeholder.
func dynamicTrace(_ template: NibTemplate) throws -> [LifecycleEvent] {
    var externals: [String: NibObject] = [:]
    for object in template.objects {
        if case .external(let identifier) = object.role {
            externals[identifier] = DynamicObject(className: "NSObject")
        }
    }
    return try trace(
        template, owner: DynamicObject(className: "Owner"), externalObjects: externals,
        application: DynamicObject(className: "NSApplication")
    ).events
}

/// The error a throwing load produced, to assert on its code and diagnostics;
/// nil when it did not throw, or threw something other than a ``NibError``.
func failure(_ body: () throws -> Void) -> NibError? {
    do {
        try body()
        return nil
    } catch {
        return error as? NibError
    }
}

/// The role of the template's object with `id`.
func role(of id: String, in template: NibTemplate) -> ObjectRole? {
    template.objects.first { $0.id == id }?.role
}

/// The class name of the template's object with `id`.
func className(of id: String, in template: NibTemplate) -> String? {
    template.objects.first { $0.id == id }?.className
}
