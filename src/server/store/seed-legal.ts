/**
 * The user agreement and the privacy policy the register form links (《用户协议》, 《隐私政策》): documents of the
 * documentation center under fixed numbers (shared/user-name.ts LEGAL_DOCS), so operators edit them under 文档管理
 * like any page. Written only while no document holds the number: an operator's text is never overwritten.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LEGAL_DOCS } from '../../shared/user-name.ts';

const AGREEMENT_ZH = `欢迎使用能力开放平台（以下简称"平台"）。注册账号即表示您已阅读并同意本协议。

## 一、账号
1. 您应提供真实、有效的注册信息，并妥善保管账号和密码。
2. 账号仅限本人使用，不得转让或出借；因保管不善造成的损失由您承担。

## 二、使用规范
1. 通过平台调用的能力，须在申请时说明的用途和范围内使用。
2. 不得利用平台从事违反法律法规或损害他人合法权益的活动。
3. 应用密钥（AppKey/Secret）须妥善保存，泄露后请立即在控制台重置。

## 三、计费
按能力的计费规则计费；价格调整将提前公告，并在控制台通知已订阅的应用。

## 四、服务变更与终止
平台可因维护、升级暂停部分服务，并尽可能提前公告。您违反本协议时，平台可暂停或终止您的账号。

## 五、其他
本协议由平台运营方在控制台"文档管理"中维护，更新后在本页公布。`;

const AGREEMENT_EN = `Welcome to the Open API Platform (the "Platform"). By registering an account you confirm that you have read and accept this agreement.

## 1. Your account
1. Give true and valid registration details and keep your account name and password safe.
2. The account is for you alone; do not transfer or lend it. Losses from careless keeping are yours.

## 2. Acceptable use
1. Use the capabilities you call through the Platform only for the purpose and scope stated when applying.
2. Do not use the Platform for anything unlawful or harmful to the rights of others.
3. Keep application secrets (AppKey/Secret) safe; reset a leaked secret in the console at once.

## 3. Charges
Calls are charged by each capability's charge rules; price changes are announced in advance and notified to subscribed applications.

## 4. Changes and termination
The Platform may pause services for maintenance or upgrades and announces this in advance where it can. It may suspend or close an account that breaches this agreement.

## 5. Other
The Platform's operator maintains this agreement under Documents in the console and publishes every update on this page.`;

const PRIVACY_ZH = `本政策说明平台如何收集、使用和保护您的个人信息。

## 一、我们收集的信息
- 注册信息：账号名、邮箱或手机号、密码（仅保存不可逆的摘要）。
- 认证信息：您提交的企业或个人认证资料。
- 调用记录：接口调用的时间、来源 IP、应用、结果，用于计费、统计和安全审计。

## 二、信息的使用
仅用于提供和改进平台服务、计费对账、安全防护以及法律法规要求的情形；不会出售您的个人信息。

## 三、信息的保存与保护
信息保存在平台运营方的服务器上，采取加密、访问控制等措施保护；调用记录按运营方公布的期限保存。

## 四、您的权利
您可以在账号中心查看和修改个人信息，或联系平台注销账号。

## 五、政策更新
本政策由平台运营方在控制台"文档管理"中维护，更新后在本页公布。`;

const PRIVACY_EN = `This policy explains how the Platform collects, uses and protects your personal information.

## 1. What we collect
- Registration: account name, email or phone, password (only an irreversible digest is kept).
- Certification: the enterprise or personal certification you submit.
- Call records: time, source IP, application and result of each API call, for billing, statistics and security audits.

## 2. How we use it
Only to provide and improve the Platform, to bill and reconcile, to keep it secure, and where the law requires; your personal information is never sold.

## 3. Keeping it safe
Information is kept on the operator's servers, protected by encryption and access control; call records are kept for the period the operator publishes.

## 4. Your rights
You can view and change your information in the account center, or ask the Platform to close your account.

## 5. Updates
The Platform's operator maintains this policy under Documents in the console and publishes every update on this page.`;

export function legalDocuments() {
  return [
    {
      index_doc_id: LEGAL_DOCS.userAgreement,
      show_name: '用户协议',
      show_name_en: 'User Agreement',
      content: AGREEMENT_ZH,
      content_en: AGREEMENT_EN,
    },
    {
      index_doc_id: LEGAL_DOCS.privacyPolicy,
      show_name: '隐私政策',
      show_name_en: 'Privacy Policy',
      content: PRIVACY_ZH,
      content_en: PRIVACY_EN,
    },
  ];
}

export async function seedLegalDocuments(trx: Transaction<Database>, by: number | null): Promise<void> {
  // beside the terms of service (document 2) in the help folder when it is there; at the top otherwise
  const terms = await trx.selectFrom('documents').select('parent_id').where('index_doc_id', '=', 2).executeTakeFirst();
  for (const [i, doc] of legalDocuments().entries()) {
    const held = await trx
      .selectFrom('documents')
      .select('doc_id')
      .where('index_doc_id', '=', doc.index_doc_id)
      .executeTakeFirst();
    if (held) continue;
    await trx
      .insertInto('documents')
      .values({ ...doc, type: 2, parent_id: terms?.parent_id ?? null, sort: 900 + i, created_by: by })
      .execute();
  }
}
