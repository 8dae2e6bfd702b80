import SwiftUI

// A contacts screen: sections grouped by initial, swipe and delete actions, an
// editable ForEach over a binding with editActions, search, pull to refresh,
// edit mode, and a zoom navigation transition from the tapped row.

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var isFavorite = false
}

@Observable
final class ContactStore {
    var contacts: [Contact] = [Contact(name: "Ada"), Contact(name: "Alan"), Contact(name: "Grace")]
    func refresh() async {}
}

struct ContactsScreen: View {
    @State private var store = ContactStore()
    @State private var search = ""
    @State private var selection = Set<Contact.ID>()
    @State private var editMode = EditMode.inactive
    @Namespace private var namespace

    private var grouped: [(String, [Contact])] {
        Dictionary(grouping: store.contacts.filter { search.isEmpty || $0.name.contains(search) }) {
            String($0.name.prefix(1))
        }
        .sorted { $0.key < $1.key }
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(grouped, id: \.0) { letter, contacts in
                    Section(letter) {
                        ForEach(contacts) { contact in
                            NavigationLink(value: contact) {
                                Label(contact.name, systemImage: contact.isFavorite ? "star.fill" : "person")
                            }
                            .swipeActions(edge: .leading) {
                                Button("Favorite") { toggleFavorite(contact) }.tint(.yellow)
                            }
                            .matchedTransitionSource(id: contact.id, in: namespace)
                        }
                        .onDelete { offsets in
                            let ids = offsets.map { contacts[$0].id }
                            store.contacts.removeAll { ids.contains($0.id) }
                        }
                    }
                }
                Section {
                    ForEach($store.contacts, editActions: .move) { $contact in
                        Toggle(contact.name, isOn: $contact.isFavorite)
                    }
                }
                .listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
            }
            .searchable(text: $search)
            .refreshable { await store.refresh() }
            .environment(\.editMode, $editMode)
            .toolbar { EditButton() }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.name)
                    .navigationTransition(.zoom(sourceID: contact.id, in: namespace))
            }
            .overlay {
                if store.contacts.isEmpty {
                    ContentUnavailableView("No Contacts", systemImage: "person.slash")
                }
            }
        }
    }

    private func toggleFavorite(_ contact: Contact) {
        if let index = store.contacts.firstIndex(of: contact) {
            store.contacts[index].isFavorite.toggle()
        }
    }
}
