import SwiftUI

// A mail-style app: a TabView with Tab values and a badge, a three-column
// NavigationSplitView with bound column visibility and compact column, and an
// item-driven navigationDestination.
enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, sent, archive
    var id: Self { self }
}

struct Mail: Identifiable, Hashable {
    let id = UUID()
    var subject: String
}

struct MailApp: View {
    enum AppTab: Hashable { case mail, search }

    @State private var tab = AppTab.mail
    @State private var mailbox: Mailbox? = .inbox
    @State private var selectedMail: Mail?
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var compactColumn = NavigationSplitViewColumn.sidebar
    @State private var unread = 3

    var body: some View {
        TabView(selection: $tab) {
            Tab("Mail", systemImage: "envelope", value: .mail) {
                NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
                    List(Mailbox.allCases, selection: $mailbox) { box in
                        Text(box.rawValue.capitalized)
                    }
                    .navigationTitle("Mailboxes")
                } content: {
                    List([Mail(subject: "Hello")], selection: $selectedMail) { mail in
                        NavigationLink(mail.subject, value: mail)
                    }
                    .navigationSplitViewColumnWidth(min: 200, ideal: 260)
                } detail: {
                    Text(selectedMail?.subject ?? "No mail selected")
                }
                .navigationSplitViewStyle(.balanced)
            }
            .badge(unread)
            Tab(value: .search, role: .search) {
                NavigationStack {
                    Text("Search")
                        .navigationDestination(item: $selectedMail) { mail in Text(mail.subject) }
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct PhotoPager: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<4) { index in
                Text("Photo \(index)").tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .interactive))
    }
}
