/**
 * The demo world's announcements and inquiries: published announcements of each category (the
 * past incident already read by the demo company's users, so the dashboard banner appears only for
 * a new one), a draft and a scheduled one for the operator's list, and three inquiries in the
 * operators' inbox (a visitor's new one, a company's one being handled with a reply on its thread,
 * and an issue inquiry about one of the demo company's open links). Dates are relative to the
 * seeding day.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { insertOperatorNotification } from '../queries/operations.ts';
import {
  companies,
  companyAdmins,
  diagnosisLinks,
  employees,
  inquiries,
  inquiryMessages,
  mirumeNotificationReads,
  mirumeNotifications,
  systemAdmins,
} from '../schema/index.ts';

const DAY = 86_400_000;

export async function seedCommunicationsDemo(tx: Executor, companyId: number, now = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [operator] = await tx
    .select({ id: systemAdmins.id, last_name: systemAdmins.last_name, first_name: systemAdmins.first_name })
    .from(systemAdmins)
    .orderBy(asc(systemAdmins.id))
    .limit(1);
  const by = operator?.id ?? null;

  const announcements = await tx
    .insert(mirumeNotifications)
    .values([
      {
        category: 'notice',
        title: '年末年始の営業とサポートについて',
        description:
          'いつもミルメをご利用いただき、ありがとうございます。\n\n年末年始のサポート窓口の営業は次のとおりです。\n\n- 休業期間：12月29日（月）〜1月4日（日）\n- 休業期間中も、ミルメはこれまでどおりご利用いただけます。\n- お問い合わせへの回答は、1月5日（月）以降に順次お送りします。\n\nご不便をおかけしますが、よろしくお願いいたします。',
        published_at: ago(2),
        created_by_system_admin_id: by,
      },
      {
        category: 'release',
        title: '診断履歴のCSV出力に「選考結果」の列を追加しました',
        description:
          '## 変更内容\n\n診断履歴から出力するCSVに、**選考結果**（合格・保留・不合格）の列を追加しました。\n\n## ご利用方法\n\n「診断履歴」で出力したい方を選び、CSV出力を行ってください。列の説明は[操作マニュアル](/guides/mirume-user-manual.pdf)の第18章をご覧ください。',
        published_at: ago(9),
        created_by_system_admin_id: by,
      },
      {
        category: 'incident',
        title: '【復旧済み】診断メールの配信遅延について',
        description:
          '11月の一部の時間帯に、診断メールの配信が最大30分ほど遅れる事象が発生しました。現在は復旧しており、遅れていたメールもすべて配信済みです。\n\nご迷惑をおかけしましたことをお詫び申し上げます。',
        published_at: ago(16),
        created_by_system_admin_id: by,
      },
      {
        category: 'notice',
        title: '利用規約の改定について',
        description:
          '利用規約を改定しました。主な変更点は、受検者の個人情報の保存期間の明記です。\n\n改定後の規約は[利用規約](/terms)でご確認いただけます。',
        published_at: ago(30),
        created_by_system_admin_id: by,
      },
      {
        category: 'release',
        title: '組織図の複製機能をリリースします',
        description: '部署をまるごと複製できるようになります。公開まで少々お待ちください。',
        published_at: new Date(now.getTime() + 3 * DAY),
        created_by_system_admin_id: by,
      },
      {
        category: 'notice',
        title: '（下書き）春の料金プラン改定のご案内',
        description: '料金プランの改定について、詳細は追ってお知らせします。',
        published_at: null,
        created_by_system_admin_id: by,
      },
    ])
    .returning({
      id: mirumeNotifications.id,
      category: mirumeNotifications.category,
      published_at: mirumeNotifications.published_at,
    });

  const users = await tx
    .select({
      id: companyAdmins.id,
      email: companyAdmins.email,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
    })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId))
    .orderBy(asc(companyAdmins.id));
  // Everything older than ten days is read by everyone; the two newest are unread (the badge).
  const old = announcements.filter(
    (a) => a.published_at && a.published_at < ago(10) && a.published_at <= now,
  );
  if (old.length > 0 && users.length > 0) {
    await tx
      .insert(mirumeNotificationReads)
      .values(
        old.flatMap((a) =>
          users.map((u) => ({ notification_id: a.id, company_admin_id: u.id, read_at: ago(6) })),
        ),
      );
  }

  // ---- inquiries ----
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const admin = users[0];
  const worker = users.find((u) => u.email.startsWith('worker')) ?? admin;
  const [visitor] = await tx
    .insert(inquiries)
    .values({
      kind: 'general',
      kubun: 'trial',
      name: '佐々木 美咲',
      email: 'sasaki.misaki@example.jp',
      company_name: '株式会社ミライ商事',
      tel: '0398765432',
      subject: 'トライアルの申し込み方法について',
      body: '採用選考での利用を検討しています。\nトライアルの期間と、トライアル中に受検できる人数の上限を教えてください。',
      created_at: ago(0.2),
      updated_at: ago(0.2),
    })
    .returning({ id: inquiries.id });
  if (visitor) {
    await insertOperatorNotification(tx, {
      kind: 'inquiry',
      title: 'お問い合わせ：トライアルの申し込み方法について',
      body: 'トライアル・お申し込みについて／株式会社ミライ商事／佐々木 美咲',
      link: `/admin/inquiries/${visitor.id}`,
    });
  }
  if (admin && company) {
    const [handled] = await tx
      .insert(inquiries)
      .values({
        kind: 'general',
        kubun: 'contract',
        status: 'in_progress',
        company_id: companyId,
        company_admin_id: admin.id,
        name: `${admin.last_name} ${admin.first_name}`,
        email: admin.email,
        company_name: company.name,
        tel: '0312345678',
        subject: '本契約への切り替えについて',
        body: 'トライアル終了後、本契約に切り替えたいと考えています。\n必要な手続きと、年間契約の料金を教えてください。',
        assignee_system_admin_id: by,
        created_at: ago(3),
        updated_at: ago(2),
      })
      .returning({ id: inquiries.id });
    if (handled && operator) {
      await tx.insert(inquiryMessages).values({
        inquiry_id: handled.id,
        direction: 'outbound',
        system_admin_id: operator.id,
        author_name: `${operator.last_name} ${operator.first_name}`,
        body: 'お問い合わせありがとうございます。本契約の料金表とお申込書をお送りします。ご不明な点があればお知らせください。',
        created_at: ago(2),
      });
    }
  }
  const [openLink] = await tx
    .select({ id: diagnosisLinks.id, last_name: employees.last_name, first_name: employees.first_name })
    .from(diagnosisLinks)
    .innerJoin(employees, eq(employees.id, diagnosisLinks.employee_id))
    .where(
      and(
        eq(diagnosisLinks.company_id, companyId),
        eq(diagnosisLinks.status, 'issued'),
        isNull(diagnosisLinks.ticket_code_id),
      ),
    )
    .orderBy(asc(diagnosisLinks.id))
    .limit(1);
  if (openLink && worker && company) {
    const [issue] = await tx
      .insert(inquiries)
      .values({
        kind: 'issue',
        kubun: 'diagnosis_issue',
        company_id: companyId,
        company_admin_id: worker.id,
        name: `${worker.last_name} ${worker.first_name}`,
        email: worker.email,
        company_name: company.name,
        subject: '受検者に診断メールが届かない',
        body: `${openLink.last_name} ${openLink.first_name}さんから、診断メールが届いていないと連絡がありました。\n迷惑メールフォルダにもないそうです。再送をお願いできますか。`,
        link_id: openLink.id,
        created_at: ago(0.1),
        updated_at: ago(0.1),
      })
      .returning({ id: inquiries.id });
    if (issue) {
      await insertOperatorNotification(tx, {
        kind: 'inquiry',
        companyId,
        title: 'お問い合わせ：受検者に診断メールが届かない',
        body: `受検のトラブル（診断リンク・チケット）／${company.name}／${worker.last_name} ${worker.first_name}`,
        link: `/admin/inquiries/${issue.id}`,
      });
    }
  }
}
